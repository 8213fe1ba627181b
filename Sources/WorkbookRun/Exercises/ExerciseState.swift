import WorkbookBase
import WorkbookBook

/// Where the reader stands on an exercise, for `workbook exercise list`.
public enum ExerciseState: Sendable, Equatable {
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
  public enum Stage: CaseIterable, Sendable {
    case done, attempted, notStarted

    /// How many exercises are at this stage, as a chapter's tally says it: `2 done`.
    public func counted(_ count: Int, words: UIText = .english) -> String {
      let values: KeyValuePairs<String, String> = ["count": "\(count)"]
      return switch self {
      case .done: words("{count} done", values)
      case .attempted: words("{count} attempted", values)
      case .notStarted: words("{count} not started", values)
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

  /// The state in a few words, for `exercise list`.
  public func described(words: UIText = .english) -> String {
    switch self {
    case .notStarted: words("not started")
    case .notChecked: words("changed, not checked yet")
    case .failing(let failed, let total):
      words("failing ({failed} of {total} checks)", ["failed": "\(failed)", "total": "\(total)"])
    case .passing(let checks): words("passing ({count} checks)", ["count": "\(checks)"])
    }
  }
}
