import Foundation
import ObjectRuntime

/// What a will/did-change pair is about: a key of one object, or one forwarder's report of a
/// change deeper in a key path.
struct ChangeScope: Hashable {
  private let object: ObjectIdentifier
  private let key: String

  init(object: RuntimeObject, key: String) {
    self.object = ObjectIdentifier(object)
    self.key = key
  }

  init(forwarder: KeyPathForwarder) {
    self.object = ObjectIdentifier(forwarder)
    self.key = ""
  }
}

/// A change that has begun (will-change sent) and not yet ended, on this thread.
final class PendingChange {
  let scope: ChangeScope
  /// How many will-change calls for the same scope are open: only the outermost pair notifies.
  var depth = 1
  /// The registrations the change began on, with the value each saw before the change.
  let captured: [(observance: Observance, old: Any?)]

  init(scope: ChangeScope, captured: [(observance: Observance, old: Any?)]) {
    self.scope = scope
    self.captured = captured
  }
}

// ANCHOR: pending-changes
/// The changes open on the current thread, innermost last. Per thread, because two threads
/// changing the same key at once are two changes, each with its own old and new value.
final class PendingChanges {
  private static let threadKey = "RawKVO.pendingChanges"
  var entries: [PendingChange] = []

  static var current: PendingChanges {
    let dictionary = Thread.current.threadDictionary
    if let existing = dictionary[threadKey] as? PendingChanges { return existing }
    let made = PendingChanges()
    dictionary[threadKey] = made
    return made
  }
}
// ANCHOR_END: pending-changes
