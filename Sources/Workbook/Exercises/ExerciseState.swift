/// Where the reader stands on an exercise, for `workbook exercise list`.
public enum ExerciseState: Sendable, Equatable, CustomStringConvertible {
  /// The starter is untouched.
  case notStarted
  /// The starter has changed since it was last run (or was never run).
  case notChecked
  /// The last run, on the starter as it is now, failed this many checks.
  case failing(failed: Int, of: Int)
  /// The last run, on the starter as it is now, passed every check.
  case passing(checks: Int)

  /// The state of `exercise` given the starter's current hash and the recorded progress.
  public static func of(
    _ exercise: Exercise, currentHash: String, progress: ExerciseProgress
  ) -> ExerciseState {
    if currentHash == exercise.starterHash { return .notStarted }
    guard let run = progress.exercises[exercise.name]?.lastRun, run.starterHash == currentHash
    else { return .notChecked }
    return run.failed == 0
      ? .passing(checks: run.passed) : .failing(failed: run.failed, of: run.passed + run.failed)
  }

  /// Where the reader stands, in three words a chapter's tally can count.
  public enum Stage: CaseIterable, Sendable, CustomStringConvertible {
    case done, attempted, notStarted

    public var description: String {
      switch self {
      case .done: "done"
      case .attempted: "attempted"
      case .notStarted: "not started"
      }
    }
  }

  public var stage: Stage {
    switch self {
    case .notStarted: .notStarted
    case .notChecked, .failing: .attempted
    case .passing: .done
    }
  }

  public var description: String {
    switch self {
    case .notStarted: "not started"
    case .notChecked: "changed, not checked yet"
    case .failing(let failed, let total): "failing (\(failed) of \(total) checks)"
    case .passing(let checks): "passing (\(checks) checks)"
    }
  }
}
