import KVOController
import ObjectRuntime
import WeakTables

/// FBKVOController's public interface with neither a map nor a shared controller: the design
/// source 000 sketches. The controller is itself the KVO observer of everything it observes, and
/// one hash table holds every observation it made.
///
/// Finding one object's observations means scanning the whole table, so `unobserve(_:)` costs
/// time in proportion to everything the controller observes. And since KVO holds the controller
/// without owning it, the controller must take every registration back before it goes: it does
/// so when it is freed, and it drops any notification that reaches it for an observation it no
/// longer has. What it cannot do is stop another thread's change from retaining it once its
/// teardown has begun (classic Foundation retains every observer of an object for a change):
/// that crash is the reason FBKVOController has a shared controller.
///
/// All methods may be called from any thread; no lock is held while KVO or the caller's code
/// runs.
// ANCHOR: controller
// ANCHOR: controller-state
public final class HashTableKVOController: RuntimeObject, @unchecked Sendable {
  /// The object notifications are delivered to. Weak: the observer usually owns the controller.
  public private(set) weak var observer: RuntimeObject?

  /// Whether each observation keeps its object alive.
  let retainsObserved: Bool

  /// Every observation, each equal to another only when both watch the same key path on the
  /// same object. The lock guards the table.
  let infos = Guarded(HashTable<HashTableKVOInfo>(options: .strongObjects))
  // snippet.hide

  /// Makes a controller for `observer`. With `retainObserved` (the default) it keeps the
  /// objects it observes alive until they are unobserved; without it, each must be unobserved
  /// before it is freed.
  public init(observer: RuntimeObject?, retainObserved: Bool = true) {
    self.observer = observer
    self.retainsObserved = retainObserved
    super.init()
  }

  deinit {
    unobserveAll()
  }

  // ANCHOR: controller-callback
  /// KVO's callback, for every observation this controller made: see
  /// ``receive(change:keyPath:object:context:)``.
  public override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    receive(change: change, keyPath: keyPath, object: object, context: context)
  }
  // ANCHOR_END: controller-callback
  // snippet.show
}
// ANCHOR_END: controller-state
// ANCHOR_END: controller
