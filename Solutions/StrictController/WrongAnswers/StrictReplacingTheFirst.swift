import ExerciseContracts
import ExerciseKit
import KVOController
import ObjectRuntime

/// Wrong answer to `StrictController`: on a repeat, it hands the key path to the new
/// block and then throws, so the caller is told "no" and the first block stops hearing anyway.
public final class StrictReplacingTheFirst: StrictControllerContract {
  let controller: FBKVOController
  private let observed = Locked<[(object: ObjectIdentifier, keyPath: String)]>([])

  public init(observer: RuntimeObject) {
    controller = FBKVOController(observer: observer)
  }

  public func observe(
    _ object: RuntimeObject, keyPath: String, block: @escaping KVONotificationBlock
  ) throws(AlreadyObserved) {
    let identity = ObjectIdentifier(object)
    let isRepeat = observed.withLock { observed in
      if observed.contains(where: { $0.object == identity && $0.keyPath == keyPath }) {
        return true
      }
      observed.append((identity, keyPath))
      return false
    }
    if isRepeat {
      controller.unobserve(object, keyPath: keyPath)
      controller.observe(object, keyPath: keyPath, options: [.new], block: block)
      throw AlreadyObserved(keyPath: keyPath)
    }
    controller.observe(object, keyPath: keyPath, options: [.new], block: block)
  }

  public func unobserve(_ object: RuntimeObject, keyPath: String) {
    let identity = ObjectIdentifier(object)
    observed.withLock { $0.removeAll { $0.object == identity && $0.keyPath == keyPath } }
    controller.unobserve(object, keyPath: keyPath)
  }
}
