import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// Wrong answer to `ObservationToken`: removes the registration on every call, so a
/// second `invalidate()` (or the `deinit` after one) removes an observer that is not there.
public final class TokenRemovingEveryTime: ObservationTokenContract {
  let object: RuntimeObject
  let keyPath: String
  let forwarder: ValueForwarder

  public init(
    observing object: RuntimeObject, keyPath: String, handler: @escaping (Any?) -> Void
  ) {
    self.object = object
    self.keyPath = keyPath
    self.forwarder = ValueForwarder(handler: handler)
    object.addObserver(forwarder, forKeyPath: keyPath, options: [.new])
  }

  public func invalidate() {
    object.removeObserver(forwarder, forKeyPath: keyPath)
  }
}
