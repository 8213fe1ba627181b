import ExerciseContracts
import ExerciseKit
import KVOController
import ObjectRuntime

/// Wrong answer to `StrictController`: notes the observed key paths on the observed
/// object itself, as an associated object under one key, instead of in the controller. Every
/// controller reads the same note, so a second controller is refused a key path the first
/// observes.
public final class StrictMarkingTheObject: StrictControllerContract {
  /// The key paths observed on one object.
  final class Observed {
    let keyPaths = Locked<Set<String>>([])
  }

  private static let key = AssociationKey("StrictMarkingTheObject.observed")

  let controller: FBKVOController

  public init(observer: RuntimeObject) {
    controller = FBKVOController(observer: observer)
  }

  public func observe(
    _ object: RuntimeObject, keyPath: String, block: @escaping KVONotificationBlock
  ) throws(AlreadyObserved) {
    let observed = object.associatedObject(forKey: Self.key) { Observed() }
    guard observed.keyPaths.withLock({ $0.insert(keyPath).inserted }) else {
      throw AlreadyObserved(keyPath: keyPath)
    }
    controller.observe(object, keyPath: keyPath, options: [.new], block: block)
  }

  public func unobserve(_ object: RuntimeObject, keyPath: String) {
    let observed = object.associatedObject(forKey: Self.key) as? Observed
    observed?.keyPaths.withLock { _ = $0.remove(keyPath) }
    controller.unobserve(object, keyPath: keyPath)
  }
}
