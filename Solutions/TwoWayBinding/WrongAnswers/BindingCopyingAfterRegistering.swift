import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// Wrong answer to `TwoWayBinding`: registers both sides first, then makes the first copy
/// outside the echo guard. The second side's forwarder hears that copy and writes it back, so
/// the first object notifies its observers of a change nobody made.
public final class BindingCopyingAfterRegistering: TwoWayBindingContract {
  private struct State {
    var isBound = true
    var isCopying = false
  }

  let first: RuntimeObject
  let second: RuntimeObject
  let keyPath: String
  private let state = Locked(State())
  private var forwarders: [ValueForwarder] = []

  public init(_ first: RuntimeObject, _ second: RuntimeObject, keyPath: String) {
    self.first = first
    self.second = second
    self.keyPath = keyPath
    forwarders = [
      ValueForwarder { [state] value in Self.copy(value, to: second, keyPath, state) },
      ValueForwarder { [state] value in Self.copy(value, to: first, keyPath, state) },
    ]
    first.addObserver(forwarders[0], forKeyPath: keyPath, options: [.new])
    second.addObserver(forwarders[1], forKeyPath: keyPath, options: [.new])
    second.setValue(first.value(forKey: keyPath), forKey: keyPath)
  }

  /// Writes `value` to `target` unless this notification is the echo of a write in progress.
  private static func copy(
    _ value: Any?, to target: RuntimeObject, _ keyPath: String, _ state: Locked<State>
  ) {
    let mayCopy = state.withLock { state in
      guard state.isBound, !state.isCopying else { return false }
      state.isCopying = true
      return true
    }
    guard mayCopy else { return }
    target.setValue(value, forKey: keyPath)
    state.withLock { $0.isCopying = false }
  }

  public func unbind() {
    let wasBound = state.withLock { state in
      defer { state.isBound = false }
      return state.isBound
    }
    guard wasBound else { return }
    first.removeObserver(forwarders[0], forKeyPath: keyPath)
    second.removeObserver(forwarders[1], forKeyPath: keyPath)
  }

  deinit {
    unbind()
  }
}
