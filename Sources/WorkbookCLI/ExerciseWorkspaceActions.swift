import Workbook

/// What `exercise list`, `hint`, `reset` and `run` do to the reader's workspace, as lines to
/// print, shared with `exercise watch`, which shows them on its screen.
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
        "\(stages.filter { $0 == stage }.count) \(stage)"
      }
      lines.append("\(chapter): \(tally.joined(separator: ", "))")
      for exercise in exercises {
        lines.append(
          "  \(exercise.commandName)  [\(state(of: exercise))]  about \(exercise.estimate)")
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
      "Hint \(index + 1) of \(exercise.hints.count): \(hint)"
    }
    if next == exercise.hints.count {
      lines.append("That was the last hint. The solution is in \(exercise.solution).")
    }
    progress.exercises[exercise.name, default: .init()].hintsShown = next
    return lines
  }

  /// The question `reset` asks before it changes anything.
  func resetQuestion(for exercise: Exercise) -> String {
    "Replace \(exercise.starter) with the untouched starter? Your file is kept in \(ExerciseReset.backups). [y/N] "
  }

  /// Puts `exercise`'s untouched starter back, keeping the reader's file in the backups, and
  /// forgets its hints and last run; saves the progress. Answers what happened.
  mutating func reset(_ exercise: Exercise) throws -> [String] {
    let hintsShown = progress.exercises[exercise.name]?.hintsShown ?? 0
    var lines: [String]
    if state(of: exercise) == .notStarted {
      lines = ["\(exercise.starter) is already the untouched starter."]
    } else {
      let root = root
      let backup = try Console.reportingDiagnostics {
        try ExerciseReset(root: root).reset(exercise)
      }
      lines = ["\(exercise.starter) is the untouched starter again; your file is in \(backup)."]
    }
    progress.forget(exercise.name)
    try Console.save(progress, root: root)
    if hintsShown > 0 { lines.append("Hints start again from the first.") }
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
  static func verdictLines(for exercise: Exercise, _ verdicts: [ExerciseAttempt.Verdict])
    -> [String]
  {
    var lines = ["\(exercise.commandName): \(exercise.title)"]
    for verdict in verdicts {
      lines.append("  \(verdict.passed ? "✔" : "✘") \(verdict.check)")
      if let failure = verdict.failure {
        // A check's report starts with its own name, already printed above.
        var detail = failure.split(separator: "\n")[...]
        if detail.first.map(String.init) == verdict.check { detail = detail.dropFirst() }
        lines += detail.map { "      \($0)" }
      }
      if let output = verdict.output {
        lines.append("      your code printed:")
        lines += output.split(separator: "\n", omittingEmptySubsequences: false).map {
          "        \($0)"
        }
      }
    }
    let failed = verdicts.filter { !$0.passed }.count
    lines.append(
      "  \(verdicts.count - failed) of \(verdicts.count) checks pass\(failed == 0 ? ": done!" : "")"
    )
    return lines
  }
}
