import WorkbookBase
import WorkbookBook
import WorkbookRun

/// What `exercise list`, `hint`, `reset` and `run` do to the reader's workspace, as lines to
/// print in the reader's language, shared with `exercise watch`, which shows them on its screen.
extension ExerciseCommand.Workspace {
  /// Every exercise with its state, by chapter, each chapter with its tally.
  func listing() -> [String] {
    let chapters = exercises.map(\.chapter).reduce(into: [String]()) { chapters, chapter in
      if !chapters.contains(chapter) { chapters.append(chapter) }
    }
    var lines: [String] = []
    for chapter in chapters {
      let exercises = exercises.filter { $0.chapter == chapter }
      let stages = exercises.map { state(of: $0).stage }
      let tally = ExerciseState.Stage.allCases.map { stage in
        stage.counted(stages.filter { $0 == stage }.count, words: words)
      }
      lines.append(
        words(
          "{chapter}: {tally}", ["chapter": chapter, "tally": tally.joined(separator: words(", "))]
        ))
      for exercise in exercises {
        let state = state(of: exercise).described(words: words)
        let minutes = String(exercise.minutes)
        lines.append(
          "  \(exercise.commandName)  [\(state)]  "
            + words("about {minutes} min", ["minutes": minutes]))
        lines.append("      \(exercise.title)")
      }
    }
    return lines
  }

  /// Shows one more hint of `exercise` than before (all of them once the last is shown) and
  /// records it in the progress, which the caller saves.
  mutating func revealHint(of exercise: Exercise) -> [String] {
    let shown = progress.exercises[exercise.name]?.hintsShown ?? 0
    let next = min(shown + 1, exercise.hints.count)
    var lines = exercise.hints.prefix(next).enumerated().map { index, hint in
      words(
        "Hint {number} of {count}: {hint}",
        ["number": "\(index + 1)", "count": "\(exercise.hints.count)", "hint": hint])
    }
    if next == exercise.hints.count {
      lines.append(
        words("That was the last hint. The solution is in {file}.", ["file": exercise.solution]))
    }
    progress.exercises[exercise.name, default: .init()].hintsShown = next
    return lines
  }

  /// The question `reset` asks before it changes anything.
  func resetQuestion(for exercise: Exercise) -> String {
    words(
      "Replace {file} with the untouched starter? Your file is kept in {folder}. [y/N]",
      ["file": exercise.starter, "folder": ExerciseReset.backups]) + " "
  }

  /// Puts `exercise`'s untouched starter back, keeping the reader's file in the backups, and
  /// forgets its hints and last run; saves the progress. Answers what happened.
  mutating func reset(_ exercise: Exercise) throws -> [String] {
    let hintsShown = progress.exercises[exercise.name]?.hintsShown ?? 0
    var lines: [String]
    if state(of: exercise) == .notStarted {
      lines = [words("{file} is already the untouched starter.", ["file": exercise.starter])]
    } else {
      let root = root
      let backup = try Console.reportingDiagnostics {
        try ExerciseReset(root: root).reset(exercise)
      }
      lines = [
        words(
          "{file} is the untouched starter again; your file is in {backup}.",
          ["file": exercise.starter, "backup": backup])
      ]
    }
    progress.forget(exercise.name)
    try Console.save(progress, root: root)
    if hintsShown > 0 { lines.append(words("Hints start again from the first.")) }
    return lines
  }

  /// Records the outcome of a run of `exercise`'s checks on the starter as it is now, in the
  /// progress, which the caller saves.
  mutating func record(_ verdicts: [ExerciseAttempt.Verdict], for exercise: Exercise) {
    let failed = verdicts.filter { !$0.passed }.count
    progress.exercises[exercise.name, default: .init()].lastRun = .init(
      starterHash: SourceHash.of(file: exercise.starter, root: root),
      passed: verdicts.count - failed, failed: failed)
  }

  /// The names of the exercises whose last run, on the starter as it is now, passed every check.
  func passing() -> Set<String> {
    Set(
      exercises.filter {
        if case .passing = state(of: $0) { true } else { false }
      }.map(\.name))
  }

  /// The verdicts of a run, one line per check with what a failed one expected and what the
  /// reader's code printed, then the tally.
  func verdictLines(for exercise: Exercise, _ verdicts: [ExerciseAttempt.Verdict]) -> [String] {
    var lines = ["\(exercise.commandName): \(exercise.title)"]
    for verdict in verdicts {
      lines.append("  \(verdict.passed ? "✔" : verdict.isUndecided ? "?" : "✘") \(verdict.check)")
      lines += verdict.failureLines(words: words).map { "      \($0)" }
      if let output = verdict.output {
        lines.append("      " + words("your code printed:"))
        lines += output.split(separator: "\n", omittingEmptySubsequences: false).map {
          "        \($0)"
        }
      }
    }
    let failed = verdicts.filter { !$0.passed }.count
    let tally: KeyValuePairs<String, String> = [
      "passed": "\(verdicts.count - failed)", "count": "\(verdicts.count)",
    ]
    lines.append(
      "  "
        + (failed == 0
          ? words("{passed} of {count} checks pass: done!", tally)
          : words("{passed} of {count} checks pass", tally)))
    return lines
  }
}
