import ExerciseContracts
import ExerciseKit
import KVOController
import ObjectRuntime

/// Wrong answer to `StrictController`: remembers the key paths it observes but not on
/// which object, so the same key path on a second object is refused.
public final class StrictByKeyPathOnly: StrictControllerContract {
  let controller: FBKVOController
  private let keyPaths = Locked<Set<String>>([])

  public init(observer: RuntimeObject) {
    controller = FBKVOController(observer: observer)
  }

  public func observe(
    _ object: RuntimeObject, keyPath: String, block: @escaping KVONotificationBlock
  ) throws(AlreadyObserved) {
    guard keyPaths.withLock({ $0.insert(keyPath).inserted }) else {
      throw AlreadyObserved(keyPath: keyPath)
    }
    controller.observe(object, keyPath: keyPath, options: [.new], block: block)
  }

  public func unobserve(_ object: RuntimeObject, keyPath: String) {
    _ = keyPaths.withLock { $0.remove(keyPath) }
    controller.unobserve(object, keyPath: keyPath)
  }
}
