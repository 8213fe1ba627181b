import ExerciseKit
import ObjectRuntime

/// The checks of exercise `controller-weak-keyed-table`.
public enum WeakKeyedTableChecks {
  public static let exercise = "controller-weak-keyed-table"

  /// A value whose lifetime a check can watch.
  final class Value {
    let name: String

    init(_ name: String) {
      self.name = name
    }
  }

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any WeakKeyedTableExercise.Type) -> [ExerciseCheck] {
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
    ]
  }
}
