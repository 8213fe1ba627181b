import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// Wrong answer to `TwoWayBinding`: one guard per direction. A copy to the second object
/// comes back to the first once (the second direction's guard is down) before the first
/// direction's guard stops it, so the values agree but the first object hears every change
/// twice.
public final class BindingWithAGuardPerDirection: TwoWayBindingContract {
  let first: RuntimeObject
  let second: RuntimeObject
  let keyPath: String
  private let isBound = Locked(true)
  private var forwarders: [ValueForwarder] = []

  public init(_ first: RuntimeObject, _ second: RuntimeObject, keyPath: String) {
    self.first = first
    self.second = second
    self.keyPath = keyPath
    second.setValue(first.value(forKey: keyPath), forKey: keyPath)
    let (toSecond, toFirst) = (Locked(false), Locked(false))
    forwarders = [
      ValueForwarder { value in Self.copy(value, to: second, keyPath, guardedBy: toSecond) },
      ValueForwarder { value in Self.copy(value, to: first, keyPath, guardedBy: toFirst) },
    ]
    first.addObserver(forwarders[0], forKeyPath: keyPath, options: [.new])
    second.addObserver(forwarders[1], forKeyPath: keyPath, options: [.new])
  }

  private static func copy(
    _ value: Any?, to target: RuntimeObject, _ keyPath: String, guardedBy isCopying: Locked<Bool>
  ) {
    let mayCopy = isCopying.withLock { isCopying in
      defer { isCopying = true }
      return !isCopying
    }
    guard mayCopy else { return }
    target.setValue(value, forKey: keyPath)
    isCopying.withLock { $0 = false }
  }

  public func unbind() {
    let wasBound = isBound.withLock { isBound in
      defer { isBound = false }
      return isBound
    }
    guard wasBound else { return }
    first.removeObserver(forwarders[0], forKeyPath: keyPath)
    second.removeObserver(forwarders[1], forKeyPath: keyPath)
  }

  deinit {
    unbind()
  }
}
