import ExerciseContracts
import ObjectRuntime
import RACKVO
import RawKVO

/// Chapter 5 exercise: a channel that does not hear its own writes.
///
/// A channel to one key of an object, like the chapter's `RACKVOChannel` for a single key: the
/// key's value and its changes go out of the following terminal, and values sent into the
/// following terminal are set on the key. But this one sends back everything KVO reports,
/// including the change its own write has just caused, so a subscriber hears its own value
/// again and two bound channels throw a change back and forth without end. Make the channel
/// ignore the echo of its own write, and only that: a change another thread makes to the same
/// property at the same moment, another channel's write, and the first change after a write
/// that KVO never reported must still get through. Run it with
/// `swift run workbook exercise run echo-free-channel`.
public final class EchoFreeChannel: EchoFreeChannelContract, @unchecked Sendable {
  private let channel = Channel<Any?>()
  private let target: WeakReference<RuntimeObject>
  /// The key this channel reads and writes on the target.
  public let key: String

  public var followingTerminal: ChannelTerminal<Any?> { channel.followingTerminal }

  /// The observation and the subscription hold the channel: it lives as long as the target.
  public init(target: RuntimeObject, key: String) {
    self.target = WeakReference(target)
    self.key = key
    target.rac_observeKeyPath(key, options: .initial, observer: nil) { [self] value, _, _, _ in
      channel.leadingTerminal.sendNext(value)
    }
    channel.leadingTerminal.subscribe(next: { [self] value in write(value) })
  }

  /// Sets `value` on the target, if it is still there.
  private func write(_ value: Any?) {
    target.object?.setValue(value, forKey: key)
  }
}
