import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// Wrong answer to `ObservationToken`: cleans up when freed, but `invalidate()` does
/// nothing, so an invalidated token that is still held keeps observing.
public final class TokenRemovingOnlyInDeinit: ObservationTokenContract {
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

  public func invalidate() {}

  deinit {
    object.removeObserver(forwarder, forKeyPath: keyPath)
  }
}
