import ObjectRuntime

/// The contract of exercise ObservationToken: an observation that removes itself.
public protocol ObservationTokenContract: AnyObject {
  /// Starts observing `keyPath` on `object`, calling `handler` with each new value.
  init(
    observing object: RuntimeObject, keyPath: String, handler: @escaping (Any?) -> Void)
  /// Stops the observation. Calling it again, or freeing the token afterwards, does nothing.
  /// The observed object may be let go before the token.
  func invalidate()
}
