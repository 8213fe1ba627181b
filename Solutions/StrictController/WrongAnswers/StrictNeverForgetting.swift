import ExerciseContracts
import ExerciseKit
import KVOController
import ObjectRuntime

/// Wrong answer to `StrictController`: remembers each observed pair, and never forgets
/// one, so a key path that was unobserved is refused for good.
public final class StrictNeverForgetting: StrictControllerContract {
  let controller: FBKVOController
  private let observed = Locked<[(object: ObjectIdentifier, keyPath: String)]>([])

  public init(observer: RuntimeObject) {
    controller = FBKVOController(observer: observer)
  }

  public func observe(
    _ object: RuntimeObject, keyPath: String, block: @escaping KVONotificationBlock
  ) throws(AlreadyObserved) {
    let isNew = observed.withLock { observed in
      let identity = ObjectIdentifier(object)
      guard !observed.contains(where: { $0.object == identity && $0.keyPath == keyPath })
      else { return false }
      observed.append((identity, keyPath))
      return true
    }
    guard isNew else { throw AlreadyObserved(keyPath: keyPath) }
    controller.observe(object, keyPath: keyPath, options: [.new], block: block)
  }

  public func unobserve(_ object: RuntimeObject, keyPath: String) {

    controller.unobserve(object, keyPath: keyPath)
  }
}
