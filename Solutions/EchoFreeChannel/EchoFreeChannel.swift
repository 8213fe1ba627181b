import ExerciseContracts
import Foundation
import ObjectRuntime
import RACKVO
import RawKVO

/// The solution to `EchoFreeChannel`. Just before it writes, the channel notes on the current
/// thread that it expects its own echo; KVO reports the change on that thread before the setter
/// returns, and the first report that finds the note takes it away and is swallowed. A change
/// another thread makes at the same moment finds no note on its own thread and goes out, and a
/// second channel finds no note of its own. The note is dropped once the write returns, in case
/// the write caused no report at all.
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
      if WritingChannels.onThisThread.ids.remove(ObjectIdentifier(self)) != nil { return }
      channel.leadingTerminal.sendNext(value)
    }
    channel.leadingTerminal.subscribe(next: { [self] value in write(value) })
  }

  /// Sets `value` on the target, if it is still there, noting that the change is this
  /// channel's own.
  private func write(_ value: Any?) {
    guard let target = target.object else { return }
    let writing = WritingChannels.onThisThread
    writing.ids.insert(ObjectIdentifier(self))
    defer { writing.ids.remove(ObjectIdentifier(self)) }
    target.setValue(value, forKey: key)
  }
}

/// The channels that are writing on one thread, kept in that thread's dictionary: only the
/// thread that writes can hear the echo of that write.
private final class WritingChannels {
  var ids: Set<ObjectIdentifier> = []

  private static let key = "EchoFreeChannel.writingChannels"

  /// The current thread's set, made on first use.
  static var onThisThread: WritingChannels {
    let dictionary = Thread.current.threadDictionary
    if let existing = dictionary[key] as? WritingChannels { return existing }
    let made = WritingChannels()
    dictionary[key] = made
    return made
  }
}
