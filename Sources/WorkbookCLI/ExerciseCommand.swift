import ArgumentParser
import WorkbookBase
import WorkbookBook
import WorkbookRender
import WorkbookRun

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
    subcommands: [List.self, Run.self, Hint.self, Reset.self, Watch.self])

  /// The book's exercises and the reader's progress, loaded once per command, in the language
  /// the reader asked for (``LanguageOption``).
  struct Workspace {
    let root: URL
    /// The table of contents, in English.
    let book: Book
    /// The exercises, their titles, tasks and hints in the reader's language.
    let exercises: [Exercise]
    var progress: ExerciseProgress
    /// What the commands say, in the reader's language.
    let edition: ExerciseEdition
    var words: UIText { edition.words }

    init(options: RootOptions, language: LanguageOption) throws {
      root = try options.resolvedRoot()
      let root = root
      book = try Console.reportingDiagnostics { try TableOfContents.load(root: root) }
      let book = book
      let english = try Console.reportingDiagnostics {
        try ExerciseLedger.load(root: root, book: book)
      }
      edition = try language.edition(of: english, book: book, root: root)
      exercises = edition.translating(english)
      progress = try Console.reportingDiagnostics { try ExerciseProgress.load(root: root) }
      if progress.adoptFormerNames(of: exercises) { try Console.save(progress, root: root) }
    }

    /// The known mistakes of `exercise`, their summaries and hints in the reader's language.
    func mistakes(of exercise: Exercise) throws -> MistakeLedger {
      let root = root
      let ledger = try Console.reportingDiagnostics {
        try MistakeLedger.load(for: exercise, root: root)
      }
      return edition.translating(ledger)
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
      commandName: "list",
      abstract: "List every exercise with its chapter, title and state.")

    @OptionGroup var options: RootOptions
    @OptionGroup var language: LanguageOption

    @Flag(
      name: .long,
      help: "For authors: print each starter's current hash, to record as 'starter-hash:'.")
    var starterHashes = false

    func run() throws {
      let workspace = try Workspace(options: options, language: language)
      if starterHashes {
        for exercise in workspace.exercises {
          print(
            "\(exercise.name)  starter-hash: \(SourceHash.of(file: exercise.starter, root: workspace.root))"
          )
        }
        return
      }
      workspace.listing().forEach { print($0) }
    }
  }

  /// `workbook exercise run ID|CHAPTER`.
  struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "run",
      abstract: "Check your code for an exercise (or every exercise of a chapter).",
      discussion: """
        Builds the exercise's check runner with your starter (and no other exercise's), then \
        runs its checks in a fixed order, each in its own process with a time limit, so that a \
        crash or a hang fails only its check. Prints what each failed check expected and what \
        happened, with what your code printed, then a tally; when the checks that fail are \
        exactly those a known mistake fails, it names that mistake and shows its hint; when the \
        exercise has a traced story, it shows the first step where your code and the solution \
        part in it. Exits non-zero while a check fails; 128 + the signal's number when stopped \
        by SIGINT, SIGTERM or SIGHUP.
        """)

    @OptionGroup var options: RootOptions
    @OptionGroup var language: LanguageOption

    @Argument(
      help:
        "An exercise (see 'workbook exercise list'), as shouting-subclass or ShoutingSubclass, or a chapter file."
    )
    var exercise: String

    func run() throws {
      var workspace = try Workspace(options: options, language: language)
      let words = workspace.words
      let attempt = ExerciseAttempt(
        root: workspace.root, words: words, progress: Console.progress,
        buildProgress: { StatusLine.standardError.update($0, words: words) })
      ExerciseInterruption.catchSignals()
      Orphans.adopt()
      var failedChecks = 0
      for exercise in try workspace.exercises(named: self.exercise) {
        let known = try workspace.mistakes(of: exercise)
        let (verdicts, story) = try Console.reportingDiagnostics {
          do {
            let verdicts = try attempt.run(exercise)
            // The traced story is told only to explain a failure, and after every verdict.
            let story =
              verdicts.allSatisfy(\.passed) ? nil : try attempt.compareStories(of: exercise)
            return (verdicts, story)
          } catch let interrupted as ExerciseAttempt.Interrupted {
            let name = ExerciseInterruption.name(of: interrupted.signal)
            Console.progress(
              words("Interrupted by {signal}: the checks were stopped.", ["signal": name]))
            throw ExitCode(128 + interrupted.signal)
          }
        }
        workspace.verdictLines(for: exercise, verdicts).forEach { print($0) }
        failedChecks += verdicts.filter { !$0.passed }.count
        workspace.record(verdicts, for: exercise)
        // The untouched starter is nobody's mistake, whatever checks it fails; and a check that
        // could not judge leaves the fingerprint unknown.
        if verdicts.contains(where: \.isUndecided) {
          print(
            "  "
              + words(
                "A check marked ? could not judge your code, the machine being too busy: run it again when it is quieter."
              ))
        } else if workspace.state(of: exercise) != .notStarted {
          let failedNames = Set(verdicts.filter { !$0.passed }.map(\.check))
          MistakeNote.lines(for: known.mistakes(failing: failedNames), words: words).forEach {
            print($0)
          }
        }
        story.map { StoryNote.lines(for: $0, words: words) }?.forEach { print($0) }
      }
      try workspace.progress.save(root: workspace.root)
      if failedChecks > 0 { throw ExitCode.failure }
    }
  }

  /// `workbook exercise hint ID`.
  struct Hint: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "hint",
      abstract: "Show the next hint for an exercise (and the ones already shown).")

    @OptionGroup var options: RootOptions
    @OptionGroup var language: LanguageOption

    @Argument(help: "An exercise, as shouting-subclass or ShoutingSubclass.")
    var exercise: String

    func run() throws {
      var workspace = try Workspace(options: options, language: language)
      let exercise = try workspace.exercise(named: self.exercise)
      workspace.revealHint(of: exercise).forEach { print($0) }
      try Console.save(workspace.progress, root: workspace.root)
    }
  }

  /// `workbook exercise reset ID`.
  struct Reset: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "reset",
      abstract: "Put an exercise's starter back as it was, after asking.",
      discussion: """
        Overwrites your starter file with the untouched starter, found in git's history, after \
        copying your file to .workbook/backups, and forgets the hints you have seen, so the next \
        hint is the first. It asks first and changes nothing unless you answer yes; --yes \
        answers for you.
        """)

    @OptionGroup var options: RootOptions
    @OptionGroup var language: LanguageOption

    @Argument(help: "An exercise, as shouting-subclass or ShoutingSubclass.")
    var exercise: String

    @Flag(name: .long, help: "Do not ask for confirmation.")
    var yes = false

    func run() throws {
      var workspace = try Workspace(options: options, language: language)
      let exercise = try workspace.exercise(named: self.exercise)
      if !yes && workspace.state(of: exercise) != .notStarted {
        print(workspace.resetQuestion(for: exercise), terminator: "")
        guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased()) else {
          print(workspace.words("Left {file} as it is.", ["file": exercise.starter]))
          return
        }
      }
      try workspace.reset(exercise).forEach { print($0) }
    }
  }
}
