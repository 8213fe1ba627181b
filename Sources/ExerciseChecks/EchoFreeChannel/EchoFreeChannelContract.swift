import ObjectRuntime
import RACKVO

/// The contract of exercise EchoFreeChannel: a channel to a key that does not hear its own writes.
public protocol EchoFreeChannelContract: AnyObject {
  /// A channel to `key` on `target`. The key's current value, then every change someone else
  /// makes to it, reach the following terminal's subscribers; every value sent into the
  /// following terminal is set on the key, and the change that write causes is not sent back.
  init(target: RuntimeObject, key: String)
  /// The end a view subscribes to, and sends its own values into.
  var followingTerminal: ChannelTerminal<Any?> { get }
}
