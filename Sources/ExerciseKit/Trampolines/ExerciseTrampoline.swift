import Foundation
import ObjectRuntime
import RACKVO
import RawKVO

/// Chapter 5's trampoline without its lifetime: one KVO registration through the shared proxy,
/// owned as a disposable, that never joins a deallocation bag. It ends when it is disposed or
/// freed, and at no other time; exercise `rac-either-side` bounds it by the lives of the two
/// objects it joins.
///
/// The rest is the chapter's, and sound: the target is kept twice, weakly for notifications and
/// unretained for disposal, which may run during the target's teardown; disposal happens once,
/// under a lock held throughout. It counts the trampolines alive, so a check can see that
/// nothing keeps a finished one.
///
/// It is a copy of `RACKVOTrampoline` rather than that type with a seam, on purpose: what it
/// leaves out, joining the deallocation bags, is the part of the chapter's trampoline the
/// exercise has the reader write, so a seam would give the chapter's listed initialiser a way to
/// skip its own lifetime; and the count of trampolines alive is a check's instrument, which
/// every trampoline of the chapter would pay for.
public final class ExerciseTrampoline: RuntimeObject, Disposable, @unchecked Sendable {
  /// What the trampoline calls with each change.
  public typealias Block = (_ change: [KeyValueChangeKey: Any]) -> Void

  private struct State {
    var block: Block?
    var unsafeTarget: Unmanaged<RuntimeObject>?
  }

  private static let living = Locked(0)

  /// How many trampolines are alive in this process.
  public static var alive: Int { living.withLock { $0 } }

  /// The key registered on the target.
  public let key: String
  private let weakTarget: WeakReference<RuntimeObject>
  private let state: Locked<State>
  private let disposal = NSRecursiveLock()

  /// Starts observing `key` on `target` with `options`.
  public init(
    target: RuntimeObject, key: String, options: KeyValueObservingOptions,
    block: @escaping Block
  ) {
    self.key = key
    weakTarget = WeakReference(target)
    state = Locked(State(block: block, unsafeTarget: Unmanaged.passUnretained(target)))
    super.init()
    Self.living.withLock { $0 += 1 }
    RACKVOProxy.sharedProxy.addObserver(self, forContext: context)
    target.addObserver(
      RACKVOProxy.sharedProxy, forKeyPath: key, options: options, context: context)
  }

  deinit {
    dispose()
    Self.living.withLock { $0 -= 1 }
  }

  private var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  public var isDisposed: Bool { state.withLock { $0.block == nil } }

  /// Removes the registration, once. Safe during the target's teardown.
  public func dispose() {
    disposal.lock()
    defer { disposal.unlock() }
    let old = state.withLock { state in
      defer { state = State() }
      return state
    }
    guard let target = old.unsafeTarget?.takeUnretainedValue() else { return }
    target.removeObserver(RACKVOProxy.sharedProxy, forKeyPath: key, context: context)
    RACKVOProxy.sharedProxy.removeObserver(self, forContext: context)
  }

  public override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard context == self.context else {
      super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
      return
    }
    guard let block = state.withLock({ $0.block }), weakTarget.object != nil else { return }
    block(change ?? [:])
  }
}
