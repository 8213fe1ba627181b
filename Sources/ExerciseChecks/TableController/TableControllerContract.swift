import ObjectRuntime
import RawKVO

/// The contract of exercise TableController: a controller that observes without being KVO's
/// observer.
public protocol TableControllerContract: AnyObject {
  /// A controller whose observations run their handlers.
  init()
  /// Observes `keyPath` on `object` with `options`, calling `handler` with each change.
  func observe(
    _ object: RuntimeObject, keyPath: String, options: KeyValueObservingOptions,
    handler: @escaping @Sendable ([KeyValueChangeKey: Any]) -> Void)
  /// Stops every observation of `object`.
  func unobserve(_ object: RuntimeObject)
}
