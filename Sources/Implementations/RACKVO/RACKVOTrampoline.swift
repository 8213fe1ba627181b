import Foundation
import ObjectRuntime
import RawKVO

/// One KVO registration, owned as a disposable (`RACKVOTrampoline`).
///
/// It registers ``RACKVOProxy/sharedProxy`` as the real observer of `keyPath` on the target,
/// with its own address as the context, and asks the proxy to pass those notifications back.
/// Disposing it, or freeing it, removes the registration, once. Notifications that reach it
/// after it was disposed, or once its target is gone, are dropped, and so are notifications about
/// another object or key: those were meant for an earlier trampoline that had the same address,
/// and so the same context, and were still on their way when it was freed.
public final class RACKVOTrampoline: RuntimeObject, Disposable, @unchecked Sendable {
  // ANCHOR: trampoline-block
  /// What the trampoline calls with each notification: the target, the observer (if it is
  /// still alive) and the change.
  public typealias Block = (
    _ target: RuntimeObject, _ observer: RuntimeObject?, _ change: [KeyValueChangeKey: Any]
  ) -> Void
  // ANCHOR_END: trampoline-block

  // ANCHOR: trampoline-fields
  private struct State {
    var block: Block?
    /// The target without a count on it. A weak reference already reads `nil` while the target
    /// is being torn down, yet that is exactly when the registration must be removed; this one
    /// still works then. It is cleared on disposal, which the target's teardown triggers, so it
    /// is never followed to a freed object.
    var unsafeTarget: Unmanaged<RuntimeObject>?
    var observer: WeakReference<RuntimeObject>
  }

  /// The key path registered on the target: always a single key.
  public let keyPath: String
  private let weakTarget: WeakReference<RuntimeObject>
  private let state: Locked<State>
  // ANCHOR_END: trampoline-fields
  // ANCHOR: trampoline-disposal-lock
  /// Held for the whole of ``dispose()``, so the target's teardown, disposing the trampoline
  /// too, waits for a disposal already under way on another thread to finish with the target.
  /// Recursive, because releasing the block may free objects whose teardown disposes again.
  private let disposal = NSRecursiveLock()
  // ANCHOR_END: trampoline-disposal-lock

  // ANCHOR: trampoline-register
  /// Starts observing `keyPath` on `target`, or returns `nil` if there is no target.
  public init?(
    target: RuntimeObject?, observer: RuntimeObject?, keyPath: String,
    options: KeyValueObservingOptions, block: @escaping Block
  ) {
    guard let target else { return nil }
    self.keyPath = keyPath
    weakTarget = WeakReference(target)
    state = Locked(
      State(
        block: block, unsafeTarget: Unmanaged.passUnretained(target),
        observer: WeakReference(observer)))
    super.init()

    RACKVOProxy.sharedProxy.addObserver(self, forContext: context)
    target.addObserver(
      RACKVOProxy.sharedProxy, forKeyPath: keyPath, options: options, context: context)
    // Added after registering: a bag that is already disposed, because its owner is going,
    // disposes the trampoline at once, registration and all.
    target.rac_deallocDisposable.add(self)
    observer?.rac_deallocDisposable.add(self)
  }
  // ANCHOR_END: trampoline-register

  // ANCHOR: trampoline-context
  deinit {
    dispose()
  }

  /// The context the registration is made under: this trampoline's own address.
  private var context: UnsafeMutableRawPointer {
    Unmanaged.passUnretained(self).toOpaque()
  }
  // ANCHOR_END: trampoline-context

  // ANCHOR: trampoline-dispose
  public var isDisposed: Bool { state.withLock { $0.block == nil } }

  public func dispose() {
    disposal.lock()
    defer { disposal.unlock() }
    let (old, target, observer) = state.withLock { state in
      defer { state = State(block: nil, unsafeTarget: nil, observer: WeakReference(nil)) }
      return (state, state.unsafeTarget?.takeUnretainedValue(), state.observer.object)
    }
    withExtendedLifetime(old) {}
    guard let target else { return }
    target.rac_deallocDisposable.remove(self)
    observer?.rac_deallocDisposable.remove(self)
    target.removeObserver(RACKVOProxy.sharedProxy, forKeyPath: keyPath, context: context)
    RACKVOProxy.sharedProxy.removeObserver(self, forContext: context)
  }
  // ANCHOR_END: trampoline-dispose

  // ANCHOR: trampoline-observe
  public override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard context == self.context else {
      super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
      return
    }
    // snippet.hide
    Trace.active?.note(.call, on: self, from: RACKVOProxy.sharedProxy, label: "observeValue")
    // snippet.show
    let (block, observer) = state.withLock { ($0.block, $0.observer.object) }
    guard let block, let target = weakTarget.object, object === target, keyPath == self.keyPath
    else { return }
    // snippet.hide
    Trace.active?.note(.call, on: nil, from: self, label: "block")
    // snippet.show
    block(target, observer, change ?? [:])
  }
  // ANCHOR_END: trampoline-observe
}
