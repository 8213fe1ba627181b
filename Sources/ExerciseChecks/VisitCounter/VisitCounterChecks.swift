import ExerciseContracts
import ExerciseKit
import ObjectRuntime

/// The checks of exercise `VisitCounter`.
public enum VisitCounterChecks {
  public static let exercise = "VisitCounter"

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any VisitCounterContract.Type) -> [ExerciseCheck] {
    [
      ExerciseCheck("Each object keeps its own count") {
        let counter = subject
        let (first, second) = (ExerciseMessage(), ExerciseMessage())
        KeepAlive.hold(first, second)
        counter.recordVisit(to: first)
        counter.recordVisit(to: first)
        counter.recordVisit(to: second)
        let counts = (counter.visitCount(of: first), counter.visitCount(of: second))
        try require(counts == (2, 1), expected: "counts 2 and 1", got: "counts \(counts)")
      },
      ExerciseCheck("The count is released with its object") {
        let counter = subject
        weak var storage: AnyObject?
        do {
          let visited = ExerciseMessage()
          counter.recordVisit(to: visited)
          storage = counter.counterStorage(of: visited)
          try require(
            storage != nil, expected: "a count exists while the object lives",
            got: "counterStorage(of:) answered nil")
        }
        try require(
          storage == nil, expected: "the count is freed when its object is freed",
          got: "the count outlived its object")
      },
      ExerciseCheck("Two threads' first visits to one object both count") {
        let counter = subject
        let objects = (0..<AtOnce.rounds).map { _ in AtOnce.SharedObject() }
        let run = AtOnce.onTwoThreads { round, _ in counter.recordVisit(to: objects[round]) }
        let short = (0..<run.rounds).filter { counter.visitCount(of: objects[$0]) != 2 }
        try require(
          short.isEmpty,
          expected:
            "each of \(run.rounds) objects, visited by two threads at once (truly together \(run.overlaps) times), counts 2",
          got: "\(short.count) count fewer (the first in round \(short.first ?? 0))")
        try run.requireEnoughOverlaps()
      },
    ]
  }
}
