import ExerciseContracts
import ExerciseKit
import KVOController
import ObjectRuntime

/// Wrong answer to `StrictController`: looks the pair up, and writes it down only once the
/// controller has taken the observation, in a second turn of the lock. Two threads observing
/// one key path at once both find nothing and are both accepted, and the controller silently
/// drops one of their blocks.
public final class StrictRememberingAfterObserving: StrictControllerContract {
  /// One observed key path, on an object held weakly and compared by identity.
  private struct Observed {
    let object: WeakReference<RuntimeObject>
    let keyPath: String

    func matches(_ object: RuntimeObject, _ keyPath: String) -> Bool {
      self.object.object === object && self.keyPath == keyPath
    }
  }

  let controller: FBKVOController
  private let observed = Locked<[Observed]>([])

  public init(observer: RuntimeObject) {
    controller = FBKVOController(observer: observer)
  }

  public func observe(
    _ object: RuntimeObject, keyPath: String, block: @escaping KVONotificationBlock
  ) throws(AlreadyObserved) {
    let known = observed.withLock { $0.contains { $0.matches(object, keyPath) } }
    guard !known else { throw AlreadyObserved(keyPath: keyPath) }
    controller.observe(object, keyPath: keyPath, options: [.new], block: block)
    observed.withLock { $0.append(Observed(object: WeakReference(object), keyPath: keyPath)) }
  }

  public func unobserve(_ object: RuntimeObject, keyPath: String) {
    observed.withLock { $0.removeAll { $0.matches(object, keyPath) } }
    controller.unobserve(object, keyPath: keyPath)
  }
}
