import ObjectRuntime

@testable import KVOController
@testable import RawKVO

/// The KVO registrations on `object` that a change to `key` reaches: who observes, and with
/// which context.
func registrations(of object: RuntimeObject, forKey key: String) -> [(
  observer: ObjectIdentifier, context: UnsafeMutableRawPointer?
)] {
  let observances = ObservationInfo.existing(for: object)?.observances(triggeredBy: key) ?? []
  return observances.map { ($0.observerIdentity, $0.context) }
}

/// Whether KVO has swapped `object`'s class, which it does while any registration is left.
func isObservedByKVO(_ object: RuntimeObject) -> Bool {
  object_getClass(object).name.hasPrefix("NSKVONotifying_")
}

/// Questions only tests ask of a controller: what it observes, where an observation stands, and
/// whether its lock is taken.
extension FBKVOController {
  /// The key paths the controller observes on `object`.
  func observedKeyPaths(of object: RuntimeObject) -> [String] {
    objectInfos.withLock { $0.object(forKey: object)?.allObjects.map(\.keyPath) ?? [] }
  }

  /// How many objects the controller observes.
  var observedObjectCount: Int { observedObjects.count }

  /// Where the observation of `keyPath` on `object` stands.
  func state(of object: RuntimeObject, keyPath: String) -> ObservationState? {
    let probe = FBKVOInfo(controller: nil, keyPath: keyPath)
    return objectInfos.withLock { $0.object(forKey: object)?.member(probe)?.state }
  }

  /// Whether some thread holds the controller's lock right now.
  var isLocked: Bool { objectInfos.isLocked }
}
