import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// Wrong answer to `ObservationToken`: `invalidate()` is right, but a token that is freed
/// without it leaves its registration behind.
public final class TokenWithoutDeinit: ObservationTokenContract {
  let object: RuntimeObject
  let keyPath: String
  let forwarder: ValueForwarder
  private let isObserving = Locked(true)

  public init(
    observing object: RuntimeObject, keyPath: String, handler: @escaping (Any?) -> Void
  ) {
    self.object = object
    self.keyPath = keyPath
    self.forwarder = ValueForwarder(handler: handler)
    object.addObserver(forwarder, forKeyPath: keyPath, options: [.new])
  }

  public func invalidate() {
    let wasObserving = isObserving.withLock { observing in
      defer { observing = false }
      return observing
    }
    guard wasObserving else { return }
    object.removeObserver(forwarder, forKeyPath: keyPath)
  }
}
