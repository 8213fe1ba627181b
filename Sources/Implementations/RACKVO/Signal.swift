/// A cold stream of values (`RACSignal`): nothing happens until someone subscribes, and each
/// subscription runs the signal's work afresh.
///
/// A signal sends any number of `next` values, then at most one `error` or `completed`.
/// Subscribing returns a disposable that ends the subscription and tears down what it set up.
public final class Signal<Value>: @unchecked Sendable {
  // ANCHOR: signal-make
  /// The work one subscription does; it returns what tears that work down.
  public typealias Work = (Subscriber<Value>) -> (any Disposable)?

  private let work: Work

  /// A signal that runs `work` for each subscriber (`+[RACSignal createSignal:]`).
  public init(_ work: @escaping Work) {
    self.work = work
  }
  // ANCHOR_END: signal-make

  // ANCHOR: signal-subscribe
  /// Subscribes with a handler per event; returns the subscription's disposable.
  @discardableResult
  public func subscribe(
    next: @escaping (Value) -> Void = { _ in }, error: @escaping (any Error) -> Void = { _ in },
    completed: @escaping () -> Void = {}
  ) -> any Disposable {
    let subscriber = Subscriber(.init(next: next, error: error, completed: completed))
    if let teardown = work(subscriber) {
      subscriber.disposable.add(teardown)
    }
    return subscriber.disposable
  }
  // ANCHOR_END: signal-subscribe
}

extension Signal {
  /// Subscribes so that every event is passed on to `subscriber`.
  func forward(to subscriber: Subscriber<Value>) -> any Disposable {
    subscribe(
      next: { subscriber.sendNext($0) }, error: { subscriber.sendError($0) },
      completed: { subscriber.sendCompleted() })
  }

  /// A signal that never sends anything (`+[RACSignal never]`).
  public static var never: Signal { Signal { _ in nil } }

  /// A signal that completes as soon as it is subscribed to (`+[RACSignal empty]`).
  public static var empty: Signal {
    Signal { subscriber in
      subscriber.sendCompleted()
      return nil
    }
  }
}
