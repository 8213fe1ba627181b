import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `WeakKeyedTable`: "weak" applied to both sides, so a value
/// nobody else holds is gone as soon as it is stored.
public final class TableHoldingValuesWeakly: WeakKeyedTableContract {
  private struct Entry {
    let key: WeakReference<RuntimeObject>
    let value: WeakReference<AnyObject>
  }

  /// Attached to each key; it removes the key's entry when the key is freed.
  private final class Sentinel: Sendable {
    let table: WeakReference<TableHoldingValuesWeakly>
    let identity: ObjectIdentifier

    init(table: TableHoldingValuesWeakly, identity: ObjectIdentifier) {
      self.table = WeakReference(table)
      self.identity = identity
    }

    deinit {
      table.object?.removeEntry(identity)
    }
  }

  private let entries = Locked<[ObjectIdentifier: Entry]>([:])
  private let sentinelKey = AssociationKey("TableHoldingValuesWeakly.sentinel")

  public init() {}

  public func set(_ value: AnyObject, for key: RuntimeObject) {
    let identity = ObjectIdentifier(key)
    let replaced = entries.withLock { entries in
      entries.updateValue(
        Entry(key: WeakReference(key), value: WeakReference(value)), forKey: identity)
    }
    _ = key.associatedObject(forKey: sentinelKey) { Sentinel(table: self, identity: identity) }
    withExtendedLifetime(replaced) {}
  }

  public func value(for key: RuntimeObject) -> AnyObject? {
    entries.withLock { entries in
      guard let entry = entries[ObjectIdentifier(key)], entry.key.object === key else { return nil }
      return entry.value.object
    }
  }

  public var count: Int {
    entries.withLock { entries in entries.values.filter { $0.key.object != nil }.count }
  }

  /// Removes the entry of a key being freed; its value is released outside the lock.
  private func removeEntry(_ identity: ObjectIdentifier) {
    let removed = entries.withLock { $0.removeValue(forKey: identity) }
    withExtendedLifetime(removed) {}
  }
}
