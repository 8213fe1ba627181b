import ExerciseContracts
import ObjectRuntime
import RACKVO
import RawKVO

/// Wrong answer to `EchoFreeChannel`: one flag on the channel, raised for the write and taken
/// by the first report. A change another thread makes during the write takes the flag and is
/// swallowed, and the echo that follows goes out.
public final class ChannelWithOneFlag: EchoFreeChannelContract, @unchecked Sendable {
  private let channel = Channel<Any?>()
  private let target: WeakReference<RuntimeObject>
  private let expectsEcho = Locked(false)
  /// The key this channel reads and writes on the target.
  public let key: String

  public var followingTerminal: ChannelTerminal<Any?> { channel.followingTerminal }

  /// The observation and the subscription hold the channel: it lives as long as the target.
  public init(target: RuntimeObject, key: String) {
    self.target = WeakReference(target)
    self.key = key
    target.rac_observeKeyPath(key, options: .initial, observer: nil) { [self] value, _, _, _ in
      let isEcho = expectsEcho.withLock { expects in
        defer { expects = false }
        return expects
      }
      if isEcho { return }
      channel.leadingTerminal.sendNext(value)
    }
    channel.leadingTerminal.subscribe(next: { [self] value in write(value) })
  }

  private func write(_ value: Any?) {
    guard let target = target.object else { return }
    expectsEcho.withLock { $0 = true }
    target.setValue(value, forKey: key)
  }
}
