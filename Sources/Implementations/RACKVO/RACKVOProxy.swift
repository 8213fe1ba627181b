import Dispatch
import ObjectRuntime
import RawKVO

/// The one object that is ever registered with KVO on the trampolines' behalf
/// (`RACKVOProxy.sharedProxy`).
///
/// KVO keeps an unretained pointer to its observer and retains it only when a change begins. A
/// trampoline lives only as long as one observation, and may be freed on one thread while KVO,
/// on another, reaches for it: the crash ReactiveCocoa #1122 reported as `[RACKVOTrampoline
/// retain]: message sent to deallocated instance`. The proxy lives for the whole program, so
/// KVO's pointer to it is always good. It finds the trampoline for a
/// notification by the context pointer, in a table that holds trampolines weakly, guarded by a
/// serial queue; a trampoline that is gone, or on its way out, reads `nil` and the notification
/// is dropped.
public final class RACKVOProxy: RuntimeObject, @unchecked Sendable {
  // ANCHOR: proxy-table
  /// The proxy every trampoline registers through.
  public static let sharedProxy = RACKVOProxy()

  private let queue = DispatchQueue(label: "RACKVO.RACKVOProxy")
  private var trampolines = StrongToWeakTable<UnsafeMutableRawPointer, RuntimeObject>()

  /// Sends notifications that arrive with `context` on to `observer`, without keeping it.
  public func addObserver(_ observer: RuntimeObject, forContext context: UnsafeMutableRawPointer) {
    queue.sync { trampolines[context] = observer }
  }

  /// Forgets the observer for `context`.
  public func removeObserver(
    _ observer: RuntimeObject, forContext context: UnsafeMutableRawPointer
  ) {
    queue.sync { trampolines[context] = nil }
  }
  // ANCHOR_END: proxy-table

  // ANCHOR: proxy-forward
  /// KVO's callback: looks up the observer registered for `context` on the queue, then calls it
  /// outside the queue. A context whose observer is gone, or on its way out, finds nothing.
  public override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard let context else { return }
    let trueObserver = queue.sync { trampolines[context] }
    trueObserver?.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
  }
  // ANCHOR_END: proxy-forward
}

extension RACKVOProxy {
  /// The observer registered for `context`, if it is still alive.
  public func observer(forContext context: UnsafeMutableRawPointer) -> RuntimeObject? {
    queue.sync { trampolines[context] }
  }
}
