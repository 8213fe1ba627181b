import ExerciseContracts
import Foundation
import ObjectRuntime
import RACKVO
import RawKVO

/// Wrong answer to `EchoFreeChannel`: notes per thread which channels are writing, and only
/// the report of the write takes the note away. A write that KVO does not report (a property
/// that reports only real changes, set to the value it holds) leaves the note behind, and the
/// next change on that thread, made by someone else, is swallowed in its place.
public final class ChannelKeepingAnUnusedNote: EchoFreeChannelContract, @unchecked Sendable {
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
      if Self.writing.ids.remove(ObjectIdentifier(self)) != nil { return }
      channel.leadingTerminal.sendNext(value)
    }
    channel.leadingTerminal.subscribe(next: { [self] value in write(value) })
  }

  private func write(_ value: Any?) {
    guard let target = target.object else { return }
    Self.writing.ids.insert(ObjectIdentifier(self))
    target.setValue(value, forKey: key)
  }

  /// The channels writing on this thread, in the thread's dictionary.
  private final class Writing {
    var ids: Set<ObjectIdentifier> = []
  }

  private static var writing: Writing {
    let dictionary = Thread.current.threadDictionary
    let key = "ChannelKeepingAnUnusedNote.writing"
    if let existing = dictionary[key] as? Writing { return existing }
    let made = Writing()
    dictionary[key] = made
    return made
  }
}
