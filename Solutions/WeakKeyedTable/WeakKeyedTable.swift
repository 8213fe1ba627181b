import ExerciseContracts
import ObjectRuntime

/// The solution to `WeakKeyedTable`. Entries are found by the key's identity, and
/// each remembers its key through a weak reference, so an identity that a new object has taken
/// over never finds the old value. The key carries a sentinel as an associated object: objects
/// release their associated objects when they are freed, so the sentinel's `deinit` removes the
/// entry, and the value goes at once, with no later lookup needed.
///
/// When two threads set one new key at once, both make a sentinel and only one is attached: the
/// other is dropped at once, its key still alive. So a sentinel removes its key's entry only
/// when the key has gone; a dropped one leaves the entry stored by the other thread in place.
public final class WeakKeyedTable: WeakKeyedTableContract {
  private struct Entry {
    let key: WeakReference<RuntimeObject>
    let value: AnyObject
  }

  /// Attached to each key; when the key is freed, it removes the key's entry.
  private final class Sentinel: Sendable {
    let table: WeakReference<WeakKeyedTable>
    let identity: ObjectIdentifier

    init(table: WeakKeyedTable, identity: ObjectIdentifier) {
      self.table = WeakReference(table)
      self.identity = identity
    }

    deinit {
      table.object?.removeEntry(identity)
    }
  }

  private let entries = Locked<[ObjectIdentifier: Entry]>([:])
  private let sentinelKey = AssociationKey("WeakKeyedTable.sentinel")

  public init() {}

  public func set(_ value: AnyObject, for key: RuntimeObject) {
    let identity = ObjectIdentifier(key)
    let replaced = entries.withLock { entries in
      entries.updateValue(Entry(key: WeakReference(key), value: value), forKey: identity)
    }
    _ = key.associatedObject(forKey: sentinelKey) { Sentinel(table: self, identity: identity) }
    withExtendedLifetime(replaced) {}
  }

  public func value(for key: RuntimeObject) -> AnyObject? {
    entries.withLock { entries in
      guard let entry = entries[ObjectIdentifier(key)], entry.key.object === key else { return nil }
      return entry.value
    }
  }

  public var count: Int {
    entries.withLock { entries in entries.values.filter { $0.key.object != nil }.count }
  }

  /// Removes the entry of a key being freed, whose weak reference already reads `nil`. An entry
  /// whose key is still alive stays: the sentinel going is one that lost the race to be
  /// attached. The value is released outside the lock.
  private func removeEntry(_ identity: ObjectIdentifier) {
    let removed = entries.withLock { entries in
      entries[identity]?.key.object == nil ? entries.removeValue(forKey: identity) : nil
    }
    withExtendedLifetime(removed) {}
  }
}
