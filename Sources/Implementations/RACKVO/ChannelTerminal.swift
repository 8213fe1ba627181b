/// One end of a ``Channel`` (`RACChannelTerminal`): subscribe to it to hear what the other end
/// is sent, send into it to reach the other end's subscribers.
// ANCHOR: channel-terminal
public final class ChannelTerminal<Value>: @unchecked Sendable {
  /// What this end's subscribers hear: everything sent into the other end.
  private let received: ReplaySubject<Value>
  /// Where values sent into this end go: the other end's subscribers.
  private let sent: ReplaySubject<Value>
  /// The subscriptions feeding either end of the channel, disposed when the channel ends.
  private let inputs: CompoundDisposable

  /// This end as a signal: the values sent into the other end.
  public var signal: Signal<Value> { received.signal }

  /// Sends `value` to the other end's subscribers.
  public func sendNext(_ value: Value) {
    sent.sendNext(value)
  }

  /// Ends the channel: both ends' subscribers receive the error.
  public func sendError(_ error: any Error) {
    inputs.dispose()
    sent.sendError(error)
    received.sendError(error)
  }

  /// Ends the channel: both ends' subscribers complete.
  public func sendCompleted() {
    inputs.dispose()
    sent.sendCompleted()
    received.sendCompleted()
  }
  // snippet.hide

  init(
    receives received: ReplaySubject<Value>, sendsInto sent: ReplaySubject<Value>,
    inputs: CompoundDisposable
  ) {
    self.received = received
    self.sent = sent
    self.inputs = inputs
  }

  /// Keeps `subscription`, which feeds this end, until the channel ends; disposes it at once if
  /// the channel has ended already.
  func adopt(_ subscription: any Disposable) {
    inputs.add(subscription)
  }

  /// Subscribes with a handler per event; returns the subscription's disposable.
  @discardableResult
  public func subscribe(
    next: @escaping (Value) -> Void = { _ in }, error: @escaping (any Error) -> Void = { _ in },
    completed: @escaping () -> Void = {}
  ) -> any Disposable {
    signal.subscribe(next: next, error: error, completed: completed)
  }
  // snippet.show
}
// ANCHOR_END: channel-terminal

extension Signal {
  // ANCHOR: subscribe-terminal
  /// Sends everything this signal sends into `terminal` (`[signal subscribe:terminal]`). The
  /// subscription lasts until it is disposed or the terminal's channel ends.
  @discardableResult
  public func subscribe(_ terminal: ChannelTerminal<Value>) -> any Disposable {
    let subscription = subscribe(
      next: { terminal.sendNext($0) }, error: { terminal.sendError($0) },
      completed: { terminal.sendCompleted() })
    terminal.adopt(subscription)
    return subscription
  }
  // ANCHOR_END: subscribe-terminal
}
