/// A two-way connection with two ends (`RACChannel`). What is sent into one terminal reaches
/// the subscribers of the other, never its own.
///
/// The two ends are not alike. The leading terminal's values are replayed to new subscribers
/// of the following terminal, the latest one only; values sent into the following terminal
/// reach only the leading terminal's current subscribers. A model leads and a view follows: the
/// view starts from the model's value, the model never starts from the view's.
///
/// An error or a completion sent into either terminal ends both, and is replayed to anyone who
/// subscribes to either afterwards.
// ANCHOR: channel
public class Channel<Value>: @unchecked Sendable {
  /// The end that leads: its values are replayed to new subscribers of the other end.
  public let leadingTerminal: ChannelTerminal<Value>
  /// The end that follows: it receives the leading end's latest value on subscription.
  public let followingTerminal: ChannelTerminal<Value>

  public init() {
    let toLeading = ReplaySubject<Value>(capacity: 0)
    let toFollowing = ReplaySubject<Value>(capacity: 1)
    let inputs = CompoundDisposable()
    leadingTerminal = ChannelTerminal(receives: toLeading, sendsInto: toFollowing, inputs: inputs)
    followingTerminal = ChannelTerminal(
      receives: toFollowing, sendsInto: toLeading, inputs: inputs)
  }
}
// ANCHOR_END: channel
