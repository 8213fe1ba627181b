import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `WeakKeyedTable`: holds keys weakly and skips dead ones when
/// asked for a value, but never removes them, so a freed key's value lives on and still counts.
public final class TablePurgingOnLookup: WeakKeyedTableContract {
  private struct Entry {
    let key: WeakReference<RuntimeObject>
    let value: AnyObject
  }

  private let entries = Locked<[ObjectIdentifier: Entry]>([:])

  public init() {}

  public func set(_ value: AnyObject, for key: RuntimeObject) {
    entries.withLock { $0[ObjectIdentifier(key)] = Entry(key: WeakReference(key), value: value) }
  }

  public func value(for key: RuntimeObject) -> AnyObject? {
    entries.withLock { entries in
      guard let entry = entries[ObjectIdentifier(key)], entry.key.object === key else { return nil }
      return entry.value
    }
  }

  public var count: Int { entries.withLock { $0.count } }
}
