import Foundation

/// The KVO channels that have just set their own property on the current thread and will hear
/// that change come back from KVO (`RACKVOChannelData.ignoreNextUpdate`).
///
/// Kept per thread, in the thread's dictionary as the original keeps it, because KVO reports a
/// change on the thread that made it, before the setter returns: the echo of a channel's own
/// write always arrives on the writing thread, while a change someone else makes on another
/// thread at the same moment is not an echo and must get through.
// ANCHOR: own-writes
enum ChannelOwnWrites {
  /// The set for one thread. A class, so it can be changed in place inside the dictionary.
  private final class Pending {
    var channels: Set<ObjectIdentifier> = []
  }

  private static let key = "RACKVO.channelOwnWrites"

  private static var pending: Pending {
    let dictionary = Thread.current.threadDictionary
    if let existing = dictionary[key] as? Pending { return existing }
    let made = Pending()
    dictionary[key] = made
    return made
  }

  /// Notes that `channel` is about to set its property on this thread.
  static func expectEcho(for channel: AnyObject) {
    pending.channels.insert(ObjectIdentifier(channel))
  }

  /// Whether `channel` was expecting an echo on this thread; forgets the expectation, so only
  /// the first change after a write is taken for its echo.
  static func takeEcho(for channel: AnyObject) -> Bool {
    pending.channels.remove(ObjectIdentifier(channel)) != nil
  }
}
// ANCHOR_END: own-writes
