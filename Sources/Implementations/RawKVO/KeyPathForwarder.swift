import ObjectRuntime

/// Carries changes from deep in a key path back to the registration that asked for it.
///
/// Observing `address.street` on a person registers the caller for `address` on the person,
/// and a forwarder for `street` on the person's current address. When the address is replaced,
/// the forwarder moves to the new one (and stops hearing the old); when the street changes, it
/// tells the registration, which notifies the caller with the whole key path.
final class KeyPathForwarder: RuntimeObject, @unchecked Sendable {
  let key: String
  let rest: String
  private let state = Locked(State())

  private struct State {
    var target: WeakReference<RuntimeObject> = WeakReference(nil)
    weak var owner: Observance?
    var root: WeakReference<RuntimeObject> = WeakReference(nil)
    /// Set once the registration it serves is removed; a retarget still under way on another
    /// thread then takes its new registration back.
    var isDetached = false
  }

  init(key: String, rest: String) {
    self.key = key
    self.rest = rest
  }

  /// Starts forwarding for `owner`, whose key path is observed on `root`.
  func attach(to owner: Observance, on root: RuntimeObject) {
    state.withLock {
      $0.owner = owner
      $0.root = WeakReference(root)
    }
    retarget()
  }

  // ANCHOR: retarget
  /// Moves to the current value of `key` on the root: removes itself from the previous value,
  /// registers with the new one. Two threads may retarget at once, or one may detach while
  /// another retargets: the swap happens under the lock, and a registration that is no longer
  /// wanted by the time it is made is taken back at once.
  func retarget() {
    let root = state.withLock { $0.isDetached ? nil : $0.root.object }
    let next = root.flatMap { flattenOptional($0.value(forKey: key)) as? RuntimeObject }
    let swapped: RuntimeObject?? = state.withLock { state in
      guard !state.isDetached, state.target.object !== next else { return .none }
      defer { state.target = WeakReference(next) }
      return .some(state.target.object)
    }
    guard case .some(let previous) = swapped else { return }
    previous?.removeInternalObserver(self, forKeyPath: rest)
    guard let next else { return }
    next.addInternalObserver(self, forKeyPath: rest)
    if state.withLock({ $0.isDetached || $0.target.object !== next }) {
      next.removeInternalObserver(self, forKeyPath: rest)
    }
  }
  // ANCHOR_END: retarget

  /// Stops forwarding for good: removes itself from its current target.
  func detach() {
    let previous = state.withLock { state in
      defer {
        state.isDetached = true
        state.target = WeakReference(nil)
      }
      return state.target.object
    }
    previous?.removeInternalObserver(self, forKeyPath: rest)
  }

  // ANCHOR: forwarder-callback
  override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    let (owner, root, target) = state.withLock { ($0.owner, $0.root.object, $0.target.object) }
    guard let owner, let root else { return }
    let scope = ChangeScope(forwarder: self)
    if change?[.notificationIsPrior] as? Bool == true {
      // A change that begins on an object the forwarder has just left is not heard; one that
      // began while it was the target still ends, so every will-change gets its did-change.
      guard object === target else { return }
      if let toMany = ChangeNotifier.toManyChange(seenBy: self) {
        ChangeNotifier.willChange(
          root, scope: scope, observances: [owner], toMany: toMany, forKey: nil)
        return
      }
      ChangeNotifier.willChange(root, scope: scope, observances: [owner])
    } else {
      ChangeNotifier.didChange(root, scope: scope, retargeting: [])
    }
  }
  // ANCHOR_END: forwarder-callback
}
