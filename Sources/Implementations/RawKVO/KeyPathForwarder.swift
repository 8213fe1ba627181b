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
  /// registers with the new one.
  func retarget() {
    let (previous, root) = state.withLock { ($0.target.object, $0.root.object) }
    let next = root.flatMap { flattenOptional($0.value(forKey: key)) as? RuntimeObject }
    guard previous !== next else { return }
    if let previous { previous.removeInternalObserver(self, forKeyPath: rest) }
    state.withLock { $0.target = WeakReference(next) }
    if let next { next.addInternalObserver(self, forKeyPath: rest) }
  }
  // ANCHOR_END: retarget

  /// Stops forwarding: removes itself from its current target.
  func detach() {
    let previous = state.withLock { state in
      defer { state.target = WeakReference(nil) }
      return state.target.object
    }
    previous?.removeInternalObserver(self, forKeyPath: rest)
  }

  // ANCHOR: forwarder-callback
  override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    let (owner, root) = state.withLock { ($0.owner, $0.root.object) }
    guard let owner, let root else { return }
    let scope = ChangeScope(forwarder: self)
    if change?[.notificationIsPrior] as? Bool == true {
      ChangeNotifier.willChange(root, scope: scope, observances: [owner])
    } else {
      ChangeNotifier.didChange(root, scope: scope)
    }
  }
  // ANCHOR_END: forwarder-callback
}
