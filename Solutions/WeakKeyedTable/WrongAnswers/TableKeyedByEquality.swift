import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `WeakKeyedTable`: keys entries by the key's own equality when it
/// has one, as a dictionary of keys would, so a second card equal by name finds the first's value.
public final class TableKeyedByEquality: WeakKeyedTableContract {
  private struct Entry {
    let key: WeakReference<RuntimeObject>
    let value: AnyObject
  }

  /// Attached to each key; it removes the key's entry when the key is freed.
  private final class Sentinel: Sendable {
    let table: WeakReference<TableKeyedByEquality>
    let identity: ObjectIdentifier

    init(table: TableKeyedByEquality, identity: ObjectIdentifier) {
      self.table = WeakReference(table)
      self.identity = identity
    }

    deinit {
      table.object?.removeEntry(identity)
    }
  }

  private let entries = Locked<[AnyHashable: Entry]>([:])
  private let sentinelKey = AssociationKey("TableKeyedByEquality.sentinel")

  public init() {}

  public func set(_ value: AnyObject, for key: RuntimeObject) {
    let identity = ObjectIdentifier(key)
    let replaced = entries.withLock { entries in
      entries.updateValue(Entry(key: WeakReference(key), value: value), forKey: Self.lookup(key))
    }
    _ = key.associatedObject(forKey: sentinelKey) { Sentinel(table: self, identity: identity) }
    withExtendedLifetime(replaced) {}
  }

  public func value(for key: RuntimeObject) -> AnyObject? {
    entries.withLock { entries in
      entries[Self.lookup(key)]?.value
    }
  }

  public var count: Int {
    entries.withLock { entries in entries.values.filter { $0.key.object != nil }.count }
  }

  /// What an entry is filed under: the key itself when it is hashable, else its identity.
  private static func lookup(_ key: RuntimeObject) -> AnyHashable {
    (key as? AnyHashable) ?? AnyHashable(ObjectIdentifier(key))
  }

  /// Removes the entry of a key being freed; its value is released outside the lock.
  private func removeEntry(_ identity: ObjectIdentifier) {
    let removed = entries.withLock { entries in
      entries.firstIndex { $0.value.key.object == nil }.map { entries.remove(at: $0) }
    }
    withExtendedLifetime(removed) {}
  }
}
