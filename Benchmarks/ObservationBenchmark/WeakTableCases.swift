import ObjectRuntime
import WeakTables

/// Lookups in tables of a thousand objects: the weak tables of chapter 3 beside Swift's
/// `Dictionary` and `Set`, for the claim that weak tables are somewhat slower.
enum WeakTableCases {
  static let size = 1_000

  static var all: [BenchmarkCase] {
    [
      BenchmarkCase(
        id: "dictionary-lookup", label: "Dictionary lookup (by identity)", scales: false,
        prepare: { _ in dictionary() }),
      BenchmarkCase(
        id: "map-table-lookup", label: "MapTable lookup (weak keys)", scales: false,
        prepare: { _ in mapTable() }),
      BenchmarkCase(
        id: "set-member", label: "Set membership (by identity)", scales: false,
        prepare: { _ in set() }),
      BenchmarkCase(
        id: "hash-table-member", label: "HashTable membership (weak)", scales: false,
        prepare: { _ in hashTable() }),
    ]
  }

  private static func objects() -> [RuntimeObject] {
    (0..<size).map { _ in RuntimeObject() }
  }

  private static func dictionary() -> Bench {
    let keys = objects()
    var table: [ObjectIdentifier: RuntimeObject] = [:]
    for key in keys { table[ObjectIdentifier(key)] = key }
    return Bench(
      measure: { count in
        timePerOperation(count) { iteration in
          if table[ObjectIdentifier(keys[iteration % size])] != nil { Sink.shared.count += 1 }
        }
      }, tearDown: {})
  }

  private static func mapTable() -> Bench {
    let keys = objects()
    let table = MapTable<RuntimeObject, RuntimeObject>(
      keyOptions: .weakPointers, valueOptions: .strongPointers)
    for key in keys { table.setObject(key, forKey: key) }
    return Bench(
      measure: { count in
        timePerOperation(count) { iteration in
          if table.object(forKey: keys[iteration % size]) != nil { Sink.shared.count += 1 }
        }
      }, tearDown: {})
  }

  private static func set() -> Bench {
    let members = objects()
    let table = Set(members.map(ObjectIdentifier.init))
    return Bench(
      measure: { count in
        timePerOperation(count) { iteration in
          if table.contains(ObjectIdentifier(members[iteration % size])) { Sink.shared.count += 1 }
        }
      }, tearDown: {})
  }

  private static func hashTable() -> Bench {
    let members = objects()
    let table = HashTable<RuntimeObject>(options: .weakPointers)
    for member in members { table.add(member) }
    return Bench(
      measure: { count in
        timePerOperation(count) { iteration in
          if table.contains(members[iteration % size]) { Sink.shared.count += 1 }
        }
      }, tearDown: {})
  }
}
