import ExerciseContracts
import ObjectRuntime
import RACKVO
import RawKVO

/// Wrong answer to `EchoFreeChannel`: remembers the last value it wrote and swallows every
/// report of that value. When someone else sets the same value again, KVO reports it, and this
/// channel takes it for its own echo.
public final class ChannelComparingValues: EchoFreeChannelContract, @unchecked Sendable {
  private let channel = Channel<Any?>()
  private let target: WeakReference<RuntimeObject>
  private let lastWritten = Locked<AnyHashable?>(nil)
  /// The key this channel reads and writes on the target.
  public let key: String

  public var followingTerminal: ChannelTerminal<Any?> { channel.followingTerminal }

  /// The observation and the subscription hold the channel: it lives as long as the target.
  public init(target: RuntimeObject, key: String) {
    self.target = WeakReference(target)
    self.key = key
    target.rac_observeKeyPath(key, options: .initial, observer: nil) { [self] value, _, _, _ in
      let written = lastWritten.withLock { $0 }
      if let written, (value as? AnyHashable) == written { return }
      channel.leadingTerminal.sendNext(value)
    }
    channel.leadingTerminal.subscribe(next: { [self] value in write(value) })
  }

  private func write(_ value: Any?) {
    guard let target = target.object else { return }
    lastWritten.withLock { $0 = value as? AnyHashable }
    target.setValue(value, forKey: key)
  }
}
