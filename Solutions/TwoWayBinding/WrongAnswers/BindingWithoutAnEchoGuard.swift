import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// Wrong answer to `TwoWayBinding`: copies every notification to the other side, including
/// the echo of its own write, so one change bounces between the two until the stack runs out.
public final class BindingWithoutAnEchoGuard: TwoWayBindingContract {
  private struct State {
    var isBound = true
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
    guard state.withLock({ $0.isBound }) else { return }
    target.setValue(value, forKey: keyPath)
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
