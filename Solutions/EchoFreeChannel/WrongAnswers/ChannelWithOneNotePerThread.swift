import ExerciseContracts
import Foundation
import ObjectRuntime
import RACKVO
import RawKVO

/// Wrong answer to `EchoFreeChannel`: the note is kept per thread, but it does not say which
/// channel wrote. With two channels on one property, the first one KVO reports to takes the
/// note, whichever of them wrote: it swallows the other's write, and the writer hears its echo.
public final class ChannelWithOneNotePerThread: EchoFreeChannelContract, @unchecked Sendable {
  private static let noteKey = "ChannelWithOneNotePerThread.expectsEcho"

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
      let dictionary = Thread.current.threadDictionary
      if dictionary[Self.noteKey] != nil {
        dictionary.removeObject(forKey: Self.noteKey)
        return
      }
      channel.leadingTerminal.sendNext(value)
    }
    channel.leadingTerminal.subscribe(next: { [self] value in write(value) })
  }

  private func write(_ value: Any?) {
    guard let target = target.object else { return }
    Thread.current.threadDictionary[Self.noteKey] = true
    target.setValue(value, forKey: key)
  }
}
