import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `WeakKeyedTable` (and the reference solution until issue 23):
/// every sentinel removes its key's entry when it goes. When two threads set one new key at
/// once, both make a sentinel and only one is attached; the other is dropped while the key
/// lives, and its `deinit` removes the entry the first thread just stored, so the key loses its
/// value (about 3 rounds in 100 where the two calls overlap).
public final class TableTrustingEverySentinel: WeakKeyedTableContract {
  private struct Entry {
    let key: WeakReference<RuntimeObject>
    let value: AnyObject
  }

  /// Attached to each key; it removes the key's entry when it goes, whether or not the key is.
  private final class Sentinel: Sendable {
    let table: WeakReference<TableTrustingEverySentinel>
    let identity: ObjectIdentifier

    init(table: TableTrustingEverySentinel, identity: ObjectIdentifier) {
      self.table = WeakReference(table)
      self.identity = identity
    }

    deinit {
      table.object?.removeEntry(identity)
    }
  }

  private let entries = Locked<[ObjectIdentifier: Entry]>([:])
  private let sentinelKey = AssociationKey("TableTrustingEverySentinel.sentinel")

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

  /// Removes the entry of a key being freed; its value is released outside the lock.
  private func removeEntry(_ identity: ObjectIdentifier) {
    let removed = entries.withLock { $0.removeValue(forKey: identity) }
    withExtendedLifetime(removed) {}
  }
}
