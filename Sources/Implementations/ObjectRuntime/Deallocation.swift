/// Hooks that run when an object is freed, at the start of its teardown.
extension RuntimeObject {
  /// Runs `hook` when the object is freed. Hooks run in the order they were added, at the
  /// start of teardown: after any Swift `deinit` of a subclass, before any stored property or
  /// associated object is released, so the hook can still read the object. Weak references to
  /// the object already read `nil` by then, as in Objective-C.
  public func addDeallocationHook(_ hook: @escaping @Sendable (RuntimeObject) -> Void) {
    deallocationHooks.withLock { $0.append(hook) }
  }

  // ANCHOR: deallocation-hooks
  func runDeallocationHooks() {
    let hooks = deallocationHooks.withLock { hooks in
      defer { hooks.removeAll() }
      return hooks
    }
    // snippet.hide
    let trace = Trace.active
    // snippet.show
    for (index, hook) in hooks.enumerated() {
      // snippet.hide
      trace?.note(.teardown, on: self, label: "hook \(index + 1) of \(hooks.count)")
      // snippet.show
      hook(self)
    }
    // snippet.hide
    trace?.note(.dealloc, on: self, label: object_getClass(self).name)
    // snippet.show
  }
  // ANCHOR_END: deallocation-hooks
}
