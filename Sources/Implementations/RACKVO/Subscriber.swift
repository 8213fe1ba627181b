import Foundation
import ObjectRuntime

/// The receiving end of one subscription (`RACSubscriber`): it passes `next` values on until the
/// first `error` or `completed`, then ignores everything.
///
/// Events are delivered one at a time under a recursive lock, as ReactiveObjC's subscriber
/// does, so a `completed` from one thread never overtakes a `next` running on another. Ending
/// the subscription, by an event or by disposing ``disposable``, disposes what the subscription
/// set up and lets go of the handlers.
public final class Subscriber<Value>: @unchecked Sendable {
  // ANCHOR: subscriber-fields
  struct Handlers {
    let next: (Value) -> Void
    let error: (any Error) -> Void
    let completed: () -> Void
  }

  private let handlers: Locked<Handlers?>
  private let delivery = NSRecursiveLock()
  /// Everything the subscription set up; disposing it ends the subscription.
  let disposable = CompoundDisposable()
  // ANCHOR_END: subscriber-fields

  // ANCHOR: subscriber-init
  init(_ handlers: Handlers) {
    self.handlers = Locked(handlers)
    disposable.add(
      ActionDisposable { [weak self] in
        // Released outside the lock: a handler may hold the last reference to an object whose
        // teardown ends this very subscription.
        let released = self?.handlers.withLock { handlers in
          defer { handlers = nil }
          return handlers
        }
        withExtendedLifetime(released) {}
      })
  }
  // ANCHOR_END: subscriber-init

  // ANCHOR: subscriber-send
  public func sendNext(_ value: Value) {
    delivery.lock()
    defer { delivery.unlock() }
    handlers.withLock { $0 }?.next(value)
  }

  public func sendError(_ error: any Error) {
    delivery.lock()
    defer { delivery.unlock() }
    guard let ending = handlers.withLock({ $0 }) else { return }
    disposable.dispose()
    ending.error(error)
  }

  public func sendCompleted() {
    delivery.lock()
    defer { delivery.unlock() }
    guard let ending = handlers.withLock({ $0 }) else { return }
    disposable.dispose()
    ending.completed()
  }
  // ANCHOR_END: subscriber-send
}
