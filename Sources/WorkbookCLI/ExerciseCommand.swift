import ArgumentParser
import Workbook

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `workbook exercise …`: list the exercises, check an attempt, show hints, reset a starter.
struct ExerciseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "exercise",
    abstract: "Work on the chapters' exercises.",
    discussion: """
      Each exercise has a starter under Sources/Exercises/ that you edit, checks that fail until \
      it is done, hints, and a reference solution under Solutions/. Exercises are listed in \
      chapters/exercises.ledger. Your progress (hints seen, last results) is kept in \
      .workbook/exercises.json.
      """,
    subcommands: [List.self, Run.self, Hint.self, Reset.self])

  /// The book's exercises and the reader's progress, loaded once per command.
  struct Workspace {
    let root: URL
    let exercises: [Exercise]
    var progress: ExerciseProgress

    init(options: RootOptions) throws {
      root = try options.resolvedRoot()
      let root = root
      exercises = try Console.reportingDiagnostics {
        try ExerciseLedger.load(root: root, book: TableOfContents.load(root: root))
      }
      progress = try Console.reportingDiagnostics { try ExerciseProgress.load(root: root) }
      if progress.adoptFormerNames(of: exercises) { try Console.save(progress, root: root) }
    }

    /// The exercise an argument names, in any case, with or without dashes.
    func exercise(named argument: String) throws -> Exercise {
      do {
        return try Exercise.named(argument, in: exercises)
      } catch {
        throw ValidationError(error.message)
      }
    }

    /// The exercises an argument names: one exercise, or every exercise of a chapter.
    func exercises(named argument: String) throws -> [Exercise] {
      let chapter = argument.hasSuffix(".md") ? argument : argument + ".md"
      let inChapter = exercises.filter { $0.chapter == chapter }
      return inChapter.isEmpty ? [try exercise(named: argument)] : inChapter
    }

    func state(of exercise: Exercise) -> ExerciseState {
      ExerciseState.of(
        exercise, currentHash: SourceHash.of(file: exercise.starter, root: root),
        progress: progress)
    }
  }

  /// `workbook exercise list`.
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List every exercise with its chapter, title and state.")

    @OptionGroup var options: RootOptions

    @Flag(
      name: .long,
      help: "For authors: print each starter's current hash, to record as 'starter-hash:'.")
    var starterHashes = false

    func run() throws {
      let workspace = try Workspace(options: options)
      if starterHashes {
        for exercise in workspace.exercises {
          print(
            "\(exercise.name)  starter-hash: \(SourceHash.of(file: exercise.starter, root: workspace.root))"
          )
        }
        return
      }
      let chapters = workspace.exercises.map(\.chapter).reduce(into: [String]()) {
        chapters, chapter in
        if !chapters.contains(chapter) { chapters.append(chapter) }
      }
      for chapter in chapters {
        let exercises = workspace.exercises.filter { $0.chapter == chapter }
        let stages = exercises.map { workspace.state(of: $0).stage }
        let tally = ExerciseState.Stage.allCases.map { stage in
          "\(stages.filter { $0 == stage }.count) \(stage)"
        }
        print("\(chapter): \(tally.joined(separator: ", "))")
        for exercise in exercises {
          print(
            "  \(exercise.commandName)  [\(workspace.state(of: exercise))]  about \(exercise.estimate)"
          )
          print("      \(exercise.title)")
        }
      }
    }
  }

  /// `workbook exercise run ID|CHAPTER`.
  struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Check your code for an exercise (or every exercise of a chapter).",
      discussion: """
        Builds the exercise's check runner with your starter (and no other exercise's), then \
        runs its checks in a fixed order, each in its own process with a time limit, so that a \
        crash or a hang fails only its check. Prints what each failed check expected and what \
        happened, with what your code printed, then a tally; when the checks that fail are \
        exactly those a known mistake fails, it names that mistake and shows its hint. Exits \
        non-zero while a check fails; 128 + the signal's number when stopped by SIGINT, \
        SIGTERM or SIGHUP.
        """)

    @OptionGroup var options: RootOptions

    @Argument(
      help:
        "An exercise (see 'workbook exercise list'), as shouting-subclass or ShoutingSubclass, or a chapter file."
    )
    var exercise: String

    func run() throws {
      var workspace = try Workspace(options: options)
      let attempt = ExerciseAttempt(root: workspace.root, progress: Console.progress)
      ExerciseInterruption.catchSignals()
      Orphans.adopt()
      var failedChecks = 0
      for exercise in try workspace.exercises(named: self.exercise) {
        let known = try Console.reportingDiagnostics {
          try MistakeLedger.load(for: exercise, root: workspace.root)
        }
        let verdicts = try Console.reportingDiagnostics {
          do {
            return try attempt.run(exercise)
          } catch let interrupted as ExerciseAttempt.Interrupted {
            let name = ExerciseInterruption.name(of: interrupted.signal)
            Console.progress("Interrupted by \(name): the checks were stopped.")
            throw ExitCode(128 + interrupted.signal)
          }
        }
        print("\(exercise.commandName): \(exercise.title)")
        for verdict in verdicts {
          print("  \(verdict.passed ? "✔" : "✘") \(verdict.check)")
          if let failure = verdict.failure {
            // A check's report starts with its own name, already printed above.
            var detail = failure.split(separator: "\n")[...]
            if detail.first.map(String.init) == verdict.check { detail = detail.dropFirst() }
            for line in detail { print("      \(line)") }
          }
          if let output = verdict.output {
            print("      your code printed:")
            for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
              print("        \(line)")
            }
          }
        }
        let failed = verdicts.filter { !$0.passed }.count
        failedChecks += failed
        print(
          "  \(verdicts.count - failed) of \(verdicts.count) checks pass\(failed == 0 ? ": done!" : "")"
        )
        let starterHash = SourceHash.of(file: exercise.starter, root: workspace.root)
        // The untouched starter is nobody's mistake, whatever checks it fails.
        if starterHash != exercise.starterHash {
          let failedNames = Set(verdicts.filter { !$0.passed }.map(\.check))
          MistakeNote.lines(for: known.mistakes(failing: failedNames)).forEach { print($0) }
        }
        workspace.progress.exercises[exercise.name, default: .init()].lastRun = .init(
          starterHash: starterHash, passed: verdicts.count - failed, failed: failed)
      }
      try workspace.progress.save(root: workspace.root)
      if failedChecks > 0 { throw ExitCode.failure }
    }
  }

  /// `workbook exercise hint ID`.
  struct Hint: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Show the next hint for an exercise (and the ones already shown).")

    @OptionGroup var options: RootOptions

    @Argument(help: "An exercise, as shouting-subclass or ShoutingSubclass.")
    var exercise: String

    func run() throws {
      var workspace = try Workspace(options: options)
      let exercise = try workspace.exercise(named: self.exercise)
      let shown = workspace.progress.exercises[exercise.name]?.hintsShown ?? 0
      let next = min(shown + 1, exercise.hints.count)
      for (index, hint) in exercise.hints.prefix(next).enumerated() {
        print("Hint \(index + 1) of \(exercise.hints.count): \(hint)")
      }
      if next == exercise.hints.count {
        print("That was the last hint. The solution is in \(exercise.solution).")
      }
      workspace.progress.exercises[exercise.name, default: .init()].hintsShown = next
      try Console.save(workspace.progress, root: workspace.root)
    }
  }

  /// `workbook exercise reset ID`.
  struct Reset: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Put an exercise's starter back as it was, after asking.",
      discussion: """
        Overwrites your starter file with the untouched starter, found in git's history, after \
        copying your file to .workbook/backups, and forgets the hints you have seen, so the next \
        hint is the first. It asks first and changes nothing unless you answer yes; --yes \
        answers for you.
        """)

    @OptionGroup var options: RootOptions

    @Argument(help: "An exercise, as shouting-subclass or ShoutingSubclass.")
    var exercise: String

    @Flag(name: .long, help: "Do not ask for confirmation.")
    var yes = false

    func run() throws {
      var workspace = try Workspace(options: options)
      let exercise = try workspace.exercise(named: self.exercise)
      let hintsShown = workspace.progress.exercises[exercise.name]?.hintsShown ?? 0
      if workspace.state(of: exercise) == .notStarted {
        workspace.progress.forget(exercise.name)
        try workspace.progress.save(root: workspace.root)
        print("\(exercise.starter) is already the untouched starter.")
        if hintsShown > 0 { print("Hints start again from the first.") }
        return
      }
      if !yes {
        print(
          "Replace \(exercise.starter) with the untouched starter? Your file is kept in \(ExerciseReset.backups). [y/N] ",
          terminator: "")
        guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased()) else {
          print("Left \(exercise.starter) as it is.")
          return
        }
      }
      let backup = try Console.reportingDiagnostics {
        try ExerciseReset(root: workspace.root).reset(exercise)
      }
      workspace.progress.forget(exercise.name)
      try workspace.progress.save(root: workspace.root)
      print("\(exercise.starter) is the untouched starter again; your file is in \(backup).")
      if hintsShown > 0 { print("Hints start again from the first.") }
    }
  }
}
