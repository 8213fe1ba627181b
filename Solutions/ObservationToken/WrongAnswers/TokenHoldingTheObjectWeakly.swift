import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// Wrong answer to `ObservationToken`: holds the observed object weakly, as Foundation's
/// `NSKeyValueObservation` does, so that the token keeps nothing alive. Raw KVO removes
/// nothing by itself, though: an object let go while its token observes it is freed with the
/// registration still on it.
public final class TokenHoldingTheObjectWeakly: ObservationTokenContract {
  weak var object: RuntimeObject?
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
    object?.removeObserver(forwarder, forKeyPath: keyPath)
  }

  deinit {
    invalidate()
  }
}
