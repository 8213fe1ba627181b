import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `WeakKeyedTable`: stores a value only for a key that has none,
/// so setting a key again leaves the old value in place. Otherwise it is the solution: a
/// sentinel removes only an entry whose key has gone, so two threads setting one new key at
/// once still leave it a value (the first one stored).
public final class TableKeepingTheFirstValue: WeakKeyedTableContract {
  private struct Entry {
    let key: WeakReference<RuntimeObject>
    let value: AnyObject
  }

  /// Attached to each key; it removes the key's entry when the key is freed.
  private final class Sentinel: Sendable {
    let table: WeakReference<TableKeepingTheFirstValue>
    let identity: ObjectIdentifier

    init(table: TableKeepingTheFirstValue, identity: ObjectIdentifier) {
      self.table = WeakReference(table)
      self.identity = identity
    }

    deinit {
      table.object?.removeEntry(identity)
    }
  }

  private let entries = Locked<[ObjectIdentifier: Entry]>([:])
  private let sentinelKey = AssociationKey("TableKeepingTheFirstValue.sentinel")

  public init() {}

  public func set(_ value: AnyObject, for key: RuntimeObject) {
    let identity = ObjectIdentifier(key)
    let replaced = entries.withLock { entries in
      guard entries[identity] == nil else { return Entry?.none }
      entries[identity] = Entry(key: WeakReference(key), value: value)
      return nil
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
