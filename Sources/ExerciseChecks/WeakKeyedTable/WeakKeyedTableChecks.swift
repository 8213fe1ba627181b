import ExerciseContracts
import ExerciseKit
import ObjectRuntime

/// The checks of exercise `WeakKeyedTable`.
public enum WeakKeyedTableChecks {
  public static let exercise = "WeakKeyedTable"

  /// A value whose lifetime a check can watch.
  final class Value {
    let name: String

    init(_ name: String) {
      self.name = name
    }
  }

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any WeakKeyedTableContract.Type) -> [ExerciseCheck] {
    [
      ExerciseCheck("Values are found by the very key, not by an equal one") {
        let table = subject.init()
        let (first, twin) = (ExerciseCard(), ExerciseCard())
        first.name = "ace"
        twin.name = "ace"
        KeepAlive.hold(first, twin)
        table.set(Value("first's"), for: first)
        let found = [first, twin].map { (table.value(for: $0) as? Value)?.name ?? "nothing" }
        try require(
          found == ["first's", "nothing"],
          expected: "first's value for the first card, nothing for its equal twin",
          got: "\(found[0]) for the first card, \(found[1]) for its twin")
      },
      ExerciseCheck("The table does not keep its keys alive") {
        let table = subject.init()
        KeepAlive.hold(table)
        weak var freed: ExerciseMessage?
        do {
          let key = ExerciseMessage()
          freed = key
          table.set(Value("kept"), for: key)
        }
        try require(
          freed == nil, expected: "the key freed once nobody else holds it",
          got: "the key is still alive")
      },
      ExerciseCheck("A freed key's value is released at once") {
        let table = subject.init()
        KeepAlive.hold(table)
        weak var value: Value?
        do {
          let key = ExerciseMessage()
          let stored = Value("stored")
          value = stored
          table.set(stored, for: key)
        }
        try require(
          value == nil,
          expected: "the value released when its key is freed, before the table is used again",
          got: "the value is still alive")
      },
      ExerciseCheck("A freed key no longer counts, and the others stay") {
        let table = subject.init()
        let kept = ExerciseMessage()
        KeepAlive.hold(table, kept)
        table.set(Value("kept"), for: kept)
        do {
          let key = ExerciseMessage()
          table.set(Value("gone"), for: key)
        }
        let found = (table.value(for: kept) as? Value)?.name ?? "nothing"
        try require(
          table.count == 1 && found == "kept",
          expected: "1 key counted, and the live key still finds its value",
          got: "\(table.count) counted; the live key finds \(found)")
      },
      ExerciseCheck("Setting a key again replaces its value") {
        let table = subject.init()
        let key = ExerciseMessage()
        KeepAlive.hold(table, key)
        weak var replaced: Value?
        do {
          let old = Value("old")
          replaced = old
          table.set(old, for: key)
        }
        table.set(Value("new"), for: key)
        let found = (table.value(for: key) as? Value)?.name ?? "nothing"
        try require(
          found == "new" && replaced == nil && table.count == 1,
          expected: "the new value found, the old one released, 1 key counted",
          got:
            "\(found) found, the old value \(replaced == nil ? "released" : "alive"), \(table.count) counted"
        )
      },
      ExerciseCheck("Two tables on one key each let their value go with the key") {
        let (first, second) = (subject.init(), subject.init())
        KeepAlive.hold(first, second)
        weak var firstValue: Value?
        weak var secondValue: Value?
        do {
          let key = ExerciseMessage()
          let (stored, alsoStored) = (Value("first's"), Value("second's"))
          firstValue = stored
          secondValue = alsoStored
          first.set(stored, for: key)
          second.set(alsoStored, for: key)
          let found = [first, second].map { ($0.value(for: key) as? Value)?.name ?? "nothing" }
          try require(
            found == ["first's", "second's"],
            expected: "each table finds its own value for the key",
            got: "the first table finds \(found[0]), the second \(found[1])")
        }
        let alive = [firstValue, secondValue].map { $0 == nil ? "released" : "alive" }
        try require(
          firstValue == nil && secondValue == nil,
          expected: "both values released when the key is freed",
          got: "the first table's value \(alive[0]), the second's \(alive[1])")
      },
      ExerciseCheck("A table freed before its keys lets its values go, and the keys after it") {
        weak var table: (any WeakKeyedTableContract)?
        weak var value: Value?
        do {
          let key = ExerciseMessage()
          do {
            let made = subject.init()
            table = made
            let stored = Value("stored")
            value = stored
            made.set(stored, for: key)
          }
          let states = (table == nil ? "freed" : "alive", value == nil ? "released" : "alive")
          try require(
            table == nil && value == nil,
            expected: "the table freed once nobody holds it, and its value with it, the key alive",
            got: "the table \(states.0), its value \(states.1)")
          // The key is freed here, after its table: whatever it carries must not reach for it.
        }
      },
      ExerciseCheck("Two threads setting one new key at once leave it a value") {
        let table = subject.init()
        let keys = (0..<AtOnce.rounds).map { _ in AtOnce.SharedObject() }
        KeepAlive.hold(table)
        let run = AtOnce.onTwoThreads { round, thread in
          table.set(Value("thread \(thread)'s"), for: keys[round])
        }
        let lost = (0..<run.rounds).filter { table.value(for: keys[$0]) == nil }
        try require(
          lost.isEmpty && table.count == run.rounds,
          expected:
            "each of \(run.rounds) keys, set by two threads at once (truly together \(run.overlaps) times), keeps a value",
          got:
            "\(lost.count) lost their value (the first in round \(lost.first ?? 0)), \(table.count) counted"
        )
        try run.requireEnoughOverlaps()
      },
    ]
  }
}
