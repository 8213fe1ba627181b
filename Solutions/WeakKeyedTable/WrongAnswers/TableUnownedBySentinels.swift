import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `WeakKeyedTable`: each sentinel holds its table `unowned`, sure
/// that a table outlives its keys; a key freed after its table traps as its sentinel reaches for
/// the table.
public final class TableUnownedBySentinels: WeakKeyedTableContract {
  private struct Entry {
    let key: WeakReference<RuntimeObject>
    let value: AnyObject
  }

  /// Attached to each key; when the key is freed, it removes the key's entry.
  private final class Sentinel: Sendable {
    unowned let table: TableUnownedBySentinels
    let identity: ObjectIdentifier

    init(table: TableUnownedBySentinels, identity: ObjectIdentifier) {
      self.table = table
      self.identity = identity
    }

    deinit {
      table.removeEntry(identity)
    }
  }

  private let entries = Locked<[ObjectIdentifier: Entry]>([:])
  private let sentinelKey = AssociationKey("TableUnownedBySentinels.sentinel")

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
