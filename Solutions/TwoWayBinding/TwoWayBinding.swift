import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// The solution to `TwoWayBinding`. Each side has its own forwarder registered with
/// KVO. Copying a value to the other side makes that side notify in turn; the binding marks
/// itself as copying while it writes, and a notification that arrives meanwhile is the echo of
/// its own write, which it ignores. Unbinding removes both registrations, once.
public final class TwoWayBinding: TwoWayBindingContract {
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
    second.setValue(first.value(forKey: keyPath), forKey: keyPath)
    forwarders = [
      ValueForwarder { [state] value in Self.copy(value, to: second, keyPath, state) },
      ValueForwarder { [state] value in Self.copy(value, to: first, keyPath, state) },
    ]
    first.addObserver(forwarders[0], forKeyPath: keyPath, options: [.new])
    second.addObserver(forwarders[1], forKeyPath: keyPath, options: [.new])
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
