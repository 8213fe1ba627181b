import ObjectRuntime
import RawKVO
import WeakTables

/// Observes objects on behalf of one observer, with blocks, actions or the observer's own
/// `observeValue`, and removes every observation when it is freed (`FBKVOController`).
///
/// It keeps, per observed object, the set of that object's observations. The observed objects
/// are the keys of a map table compared by identity, held strongly by default
/// (`retainObserved: true`) or weakly; the observer is held weakly. All methods may be called
/// from any thread; no lock is held while KVO or the caller's code runs.
// ANCHOR: controller
public final class FBKVOController: @unchecked Sendable {
  /// The object notifications are delivered to. Weak: the observer usually owns the controller.
  public private(set) weak var observer: RuntimeObject?

  /// Observed object → its observations. The lock guards the table and the sets in it.
  let objectInfos: Guarded<MapTable<RuntimeObject, HashTable<FBKVOInfo>>>

  /// Makes a controller for `observer`. With `retainObserved` (the default) it keeps the
  /// objects it observes alive until they are unobserved; without it, each must be unobserved
  /// before it is freed.
  public init(observer: RuntimeObject?, retainObserved: Bool = true) {
    self.observer = observer
    let keyOptions: PointerOptions = retainObserved ? .strongPointers : .weakPointers
    objectInfos = Guarded(MapTable(keyOptions: keyOptions, valueOptions: .strongObjects))
  }

  deinit {
    unobserveAll()
  }
}
// ANCHOR_END: controller

extension FBKVOController: CustomDebugStringConvertible {
  /// `<FBKVOController:0x… observer:<Owner:0x…>`, then each observed object with its
  /// observations. The map is copied under the lock and described outside it, since describing
  /// an object runs its code.
  public var debugDescription: String {
    describeController(
      self, named: "FBKVOController", observer: observer,
      observing: observedObjects.map { ($0.object, $0.infos) })
  }

  /// Each observed object with its observations, copied under the lock.
  var observedObjects: [(object: RuntimeObject, infos: [FBKVOInfo])] {
    objectInfos.withLock { map in map.entries.map { ($0.key, $0.value.allObjects) } }
  }
}
