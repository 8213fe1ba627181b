import ExerciseContracts
import ObjectRuntime

/// Chapter 3 exercise: a weak-keyed table, as `NSMapTable.weakToStrongObjectsMapTable()` is.
///
/// This table keys its values by the key's identity and holds the key strongly, so a key is
/// never freed while the table holds it, and neither is its value. Hold each key weakly, still
/// compared by identity (never by the key's own equality), and let a key's value go the moment
/// the key is freed, without waiting for the table to be used again. Run it with
/// `swift run workbook exercise run weak-keyed-table`.
public final class WeakKeyedTable: WeakKeyedTableContract {
  private struct Entry {
    let key: RuntimeObject
    let value: AnyObject
  }

  private let entries = Locked<[ObjectIdentifier: Entry]>([:])

  public init() {}

  public func set(_ value: AnyObject, for key: RuntimeObject) {
    entries.withLock { $0[ObjectIdentifier(key)] = Entry(key: key, value: value) }
  }

  public func value(for key: RuntimeObject) -> AnyObject? {
    entries.withLock { $0[ObjectIdentifier(key)]?.value }
  }

  public var count: Int { entries.withLock { $0.count } }
}
