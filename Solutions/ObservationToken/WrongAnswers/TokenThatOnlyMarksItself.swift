import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// Wrong answer to `ObservationToken`: the token that does nothing. It remembers that it
/// was invalidated and never removes the registration, so the handler keeps hearing changes.
public final class TokenThatOnlyMarksItself: ObservationTokenContract {
  let forwarder: ValueForwarder
  private let isValid = Locked(true)

  public init(
    observing object: RuntimeObject, keyPath: String, handler: @escaping (Any?) -> Void
  ) {
    self.forwarder = ValueForwarder(handler: handler)
    object.addObserver(forwarder, forKeyPath: keyPath, options: [.new])
  }

  public func invalidate() {
    isValid.withLock { $0 = false }
  }

  deinit {
    invalidate()
  }
}
