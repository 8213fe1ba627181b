import ExerciseContracts
import ExerciseKit
import KVOController
import ObjectRuntime

/// Wrong answer to `StrictController`: remembers which objects it observes but not
/// which key paths, so a second key path on the same object is refused.
public final class StrictByObjectOnly: StrictControllerContract {
  let controller: FBKVOController
  private let objects = Locked<Set<ObjectIdentifier>>([])

  public init(observer: RuntimeObject) {
    controller = FBKVOController(observer: observer)
  }

  public func observe(
    _ object: RuntimeObject, keyPath: String, block: @escaping KVONotificationBlock
  ) throws(AlreadyObserved) {
    guard objects.withLock({ $0.insert(ObjectIdentifier(object)).inserted }) else {
      throw AlreadyObserved(keyPath: keyPath)
    }
    controller.observe(object, keyPath: keyPath, options: [.new], block: block)
  }

  public func unobserve(_ object: RuntimeObject, keyPath: String) {
    _ = objects.withLock { $0.remove(ObjectIdentifier(object)) }
    controller.unobserve(object, keyPath: keyPath)
  }
}
