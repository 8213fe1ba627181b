import ExerciseContracts
import ExerciseKit
import KVOController
import ObjectRuntime

/// Wrong answer to `StrictController`: keys its memory by the object's own equality
/// (as a dictionary would), so a second card equal by name counts as the first one.
public final class StrictKeyedByValue: StrictControllerContract {
  let controller: FBKVOController
  private let observed = Locked<Set<Observed>>([])

  /// An object, by its own hash and equality when it has them, and a key path.
  private struct Observed: Hashable {
    let object: AnyHashable
    let keyPath: String
  }

  public init(observer: RuntimeObject) {
    controller = FBKVOController(observer: observer)
  }

  public func observe(
    _ object: RuntimeObject, keyPath: String, block: @escaping KVONotificationBlock
  ) throws(AlreadyObserved) {
    let entry = key(object, keyPath)
    guard observed.withLock({ $0.insert(entry).inserted }) else {
      throw AlreadyObserved(keyPath: keyPath)
    }
    controller.observe(object, keyPath: keyPath, options: [.new], block: block)
  }

  public func unobserve(_ object: RuntimeObject, keyPath: String) {
    let entry = key(object, keyPath)
    _ = observed.withLock { $0.remove(entry) }
    controller.unobserve(object, keyPath: keyPath)
  }

  private func key(_ object: RuntimeObject, _ keyPath: String) -> Observed {
    Observed(
      object: (object as? AnyHashable) ?? AnyHashable(ObjectIdentifier(object)), keyPath: keyPath)
  }
}
