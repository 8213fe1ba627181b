import ExerciseKit
import ExerciseSolutions
import Exercises
import ObjectRuntime

/// The checks of exercise `runtime-visit-counter`.
enum VisitCounterChecks {
  static let exercise = "runtime-visit-counter"

  static func subject(_ implementation: Implementation) -> any VisitCounterExercise.Type {
    switch implementation {
    case .starter: Exercises.VisitCounter.self
    case .solution: ExerciseSolutions.VisitCounter.self
    }
  }

  static let all = [
    ExerciseCheck(exercise, "Each object keeps its own count") { implementation in
      let counter = subject(implementation)
      let (first, second) = (ExerciseMessage(), ExerciseMessage())
      KeepAlive.hold(first, second)
      counter.recordVisit(to: first)
      counter.recordVisit(to: first)
      counter.recordVisit(to: second)
      let counts = (counter.visitCount(of: first), counter.visitCount(of: second))
      try require(counts == (2, 1), expected: "counts 2 and 1", got: "counts \(counts)")
    },
    ExerciseCheck(exercise, "The count is released with its object") { implementation in
      let counter = subject(implementation)
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
  ]
}
