import Foundation
import Testing

@testable import Workbook

@Suite struct ExerciseLedgerTests {
  let chapters: Set<String> = ["01-counter.md"]
  let present: Set<String> = [
    "Sources/Exercises/Counter/Counter.swift", "Solutions/Counter.swift",
  ]

  func parse(_ text: String) throws -> [Exercise] {
    try ExerciseLedger.parse(text, chapters: chapters) { present.contains($0) }
  }

  @Test func parsesAnEntryWithItsHintsInOrder() throws {
    let exercises = try parse(
      """
      exercise: count-twice
        chapter: 01-counter.md
        title: Count twice
        task: Make increment add two.
        estimate: 5–10 min
        starter: Sources/Exercises/Counter/Counter.swift
        solution: Solutions/Counter.swift
        checks: DemoTests/startsAtZero
        starter-hash: abc
        hint: Look at increment.
        hint: Add two.
      """)
    #expect(exercises.count == 1)
    #expect(exercises[0].hints == ["Look at increment.", "Add two."])
    #expect(exercises[0].checks.description == "DemoTests/startsAtZero")
    #expect(exercises[0].runCommand == "swift run workbook exercise run count-twice")
    #expect(exercises[0].runner == "CheckCounter")
    #expect(exercises[0].estimate == "5–10 min")
  }

  @Test func badEntriesAreLocated() {
    let text = """
      exercise: Bad_Id
        chapter: 09-missing.md
        title: T
        task: T
        starter: Sources/Exercises/Nope.swift
        solution: Solutions/Counter.swift
        checks: DemoTests/startsAtZero
        colour: blue
        estimate: soon
      """
    do {
      _ = try parse(text)
      Issue.record("a bad ledger parsed")
    } catch let list as DiagnosticList {
      #expect(
        list.diagnostics.map(\.description) == [
          "chapters/exercises.ledger:1:11: error: an exercise id uses lowercase letters, digits and '-'",
          "chapters/exercises.ledger:8:3: error: unknown key 'colour' (expected chapter or checks or estimate or hint or solution or starter or starter-hash or task or title)",
          "chapters/exercises.ledger:1:1: error: exercise 'Bad_Id' needs a 'starter-hash:' field",
          "chapters/exercises.ledger:2:12: error: no chapter '09-missing.md' in the table of contents",
          "chapters/exercises.ledger:9:13: error: an estimate reads 'N min' or 'N–M min', found 'soon'",
          "chapters/exercises.ledger:5:12: error: no file 'Sources/Exercises/Nope.swift'",
        ])
    } catch {
      Issue.record(error)
    }
  }

  @Test func anExerciseListedTwiceIsAnError() {
    let entry = """
      exercise: twice
        chapter: 01-counter.md
        title: T
        task: T
        estimate: 5 min
        starter: Sources/Exercises/Counter/Counter.swift
        solution: Solutions/Counter.swift
        checks: DemoTests/startsAtZero
        starter-hash: 1

      """
    #expect(throws: DiagnosticList.self) { try parse(entry + entry) }
  }
}

@Suite struct ExerciseStateTests {
  let exercise = Exercise(
    id: "e", chapter: "01-counter.md", title: "T", task: "T", starter: "S.swift",
    solution: "X.swift",
    checks: try! TestReference(parsing: "DemoTests/a", at: .init(path: "", line: 1, column: 1)),
    starterHash: "pristine", estimate: "5 min", hints: [],
    declaredAt: .init(path: "", line: 1, column: 1))

  @Test func anUntouchedStarterIsNotStarted() {
    #expect(ExerciseState.of(exercise, currentHash: "pristine", progress: .init()) == .notStarted)
  }

  @Test func aChangedStarterWithoutARunIsNotChecked() {
    #expect(ExerciseState.of(exercise, currentHash: "edited", progress: .init()) == .notChecked)
  }

  @Test func aRunCountsOnlyForTheCodeItRanOn() {
    var progress = ExerciseProgress()
    progress.exercises["e"] = .init(lastRun: .init(starterHash: "edited", passed: 2, failed: 1))
    #expect(
      ExerciseState.of(exercise, currentHash: "edited", progress: progress)
        == .failing(failed: 1, of: 3))
    #expect(
      ExerciseState.of(exercise, currentHash: "edited again", progress: progress) == .notChecked)
    progress.exercises["e"]?.lastRun = .init(starterHash: "solved", passed: 3, failed: 0)
    #expect(
      ExerciseState.of(exercise, currentHash: "solved", progress: progress) == .passing(checks: 3))
  }

  @Test func progressSurvivesARoundTrip() throws {
    let root = FileManager.default.temporaryDirectory.appending(
      path: "workbook-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    var progress = ExerciseProgress()
    progress.exercises["e"] = .init(hintsShown: 2)
    try progress.save(root: root)
    #expect(try ExerciseProgress.load(root: root) == progress)
  }

  @Test func aCorruptProgressFileIsAnErrorNotAFreshStart() throws {
    let root = FileManager.default.temporaryDirectory.appending(
      path: "workbook-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appending(path: ".workbook"), withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: root.appending(path: ExerciseProgress.path))
    #expect(throws: Diagnostic.self) { try ExerciseProgress.load(root: root) }
  }
}

@Suite struct ExerciseAttemptTests {
  let exercise = Exercise(
    id: "e", chapter: "01-counter.md", title: "T", task: "T",
    starter: "Sources/Exercises/Counter/Counter.swift", solution: "X.swift",
    checks: try! TestReference(parsing: "DemoTests/a", at: .init(path: "", line: 1, column: 1)),
    starterHash: "h", estimate: "5 min", hints: [],
    declaredAt: .init(path: "", line: 1, column: 1))

  @Test func aStarterThatDoesNotCompileShowsEachErrorOnceWithItsLineAndCaret() throws {
    let book = try FixtureBook()
    try book.write("Sources/Exercises/Counter/Counter.swift", "struct Counter { var value = x }\n")
    let fake = FixtureBook.fixtures.appending(path: "Runner/fake-swift-that-cannot-compile")
    let attempt = ExerciseAttempt(root: book.root, swift: [fake.path])
    do {
      _ = try attempt.run(exercise)
      Issue.record("a run with no checks succeeded")
    } catch let diagnostic as Diagnostic {
      #expect(
        diagnostic.message == """
          your code does not compile yet:
          Sources/Exercises/Counter/Counter.swift:1:30: error: cannot find 'x' in scope
          struct Counter { var value = x }
                                       ^
          Fix Sources/Exercises/Counter/Counter.swift, or put the untouched starter back with \
          'swift run workbook exercise reset e'.
          """)
    }
  }

  @Test func errorsOnlyInTheChecksSayTheStartersNamesChanged() {
    let transcript = """
      /book/Sources/ExerciseChecks/CounterChecks.swift:12:9: error: value of type 'Counter' has no member 'increment'
      """
    let diagnostic = CompilerErrors.diagnostic(
      for: exercise, transcript: transcript, root: URL(filePath: "/book"), status: .exited(1))
    #expect(
      diagnostic.message == """
        the checks do not compile against your code:
        Sources/ExerciseChecks/CounterChecks.swift:12:9: error: value of type 'Counter' has no member 'increment'
        The checks use the names and signatures the starter declares. Put back any you renamed or \
        changed in Sources/Exercises/Counter/Counter.swift, or start again with \
        'swift run workbook exercise reset e'.
        """)
  }

  @Test func aCrashIsReportedByItsLastWordsWithoutTheStackTrace() {
    let transcript = """
      noise
      Counter.swift:18: Fatal error: Unexpectedly found nil while unwrapping an Optional value
      Current stack trace:
      0    libswiftCore.so    swift_reportError + 33
      """
    #expect(
      ExerciseAttempt.lastWords(in: transcript)
        == "Counter.swift:18: Fatal error: Unexpectedly found nil while unwrapping an Optional value"
    )
    #expect(
      ExerciseAttempt.lastWords(in: "*** message sent to deallocated instance\n\nlater")
        == "*** message sent to deallocated instance")
    #expect(ExerciseAttempt.lastWords(in: "nothing to see") == nil)
  }

  /// A book whose `CheckCounter` is a link to the fixture runner script: a link, not a copy,
  /// because an executable written while other tests start processes can be held open by one
  /// of them, and then cannot be run ("text file busy").
  func bookWithRunner() throws -> FixtureBook {
    let book = try FixtureBook()
    let debug = book.root.appending(path: "\(ExerciseAttempt.scratchPath)/debug")
    try FileManager.default.createDirectory(at: debug, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: debug.appending(path: "CheckCounter"),
      withDestinationURL: FixtureBook.fixtures.appending(path: "Runner/fake-check-runner"))
    return book
  }

  @Test func checksRunInTheRunnersOrderAndAHangIsStoppedAtTheTimeLimit() throws {
    let book = try bookWithRunner()
    let fake = FixtureBook.fixtures.appending(path: "Runner/fake-swift-that-builds")
    let attempt = ExerciseAttempt(root: book.root, swift: [fake.path], timeLimitInSeconds: 3)
    let verdicts = try attempt.run(exercise)
    #expect(verdicts.map(\.check) == ["starts at zero", "adds two", "never ends"])
    #expect(verdicts.map(\.passed) == [true, false, false])
    #expect(verdicts[1].failure == "expected: 2\ngot: 1")
    #expect(
      verdicts[2].failure
        == "expected: the check to finish within 3 s, the time limit per check\ngot: it was still running, and was stopped"
    )
  }
}

@Suite struct ExerciseDirectiveTests {
  /// The fixture book with one exercise whose starter and solution exist.
  func bookWithExercise(hash: String = "1") throws -> FixtureBook {
    let book = try FixtureBook()
    try book.write(
      "Sources/Exercises/Counter/Counter.swift", "struct Counter { var value = 0 }\n")
    try book.write("Solutions/Counter.swift", "struct Counter { var value = 2 }\n")
    try book.write(
      "chapters/exercises.ledger",
      """
      exercise: count-twice
        chapter: 01-counter.md
        title: Count <twice>
        task: Make `increment()` add two & check it.
        estimate: 10–20 min
        starter: Sources/Exercises/Counter/Counter.swift
        solution: Solutions/Counter.swift
        checks: DemoTests/startsAtZero
        starter-hash: \(hash)
        hint: Look at increment.
        hint: Add two.

      """)
    return book
  }

  @Test func rendersTaskStarterCommandHintsAndAFoldedSolution() throws {
    let book = try bookWithExercise()
    try book.write("chapters/01-counter.md", "# The counter\n\n{{#exercise count-twice}}\n")
    let html = try book.buildPage("01-counter.html")
    #expect(html.contains("<section class=\"exercise\" id=\"exercise-count-twice\">"))
    #expect(html.contains("Exercise: Count &lt;twice&gt;"))
    #expect(html.contains("Make <code>increment()</code> add two &amp; check it."))
    #expect(html.contains("Sources/Exercises/Counter/Counter.swift"))
    #expect(html.contains("swift run workbook exercise run count-twice"))
    #expect(html.contains("<summary>Hint 2</summary><p>Add two.</p>"))
    #expect(html.contains("<p class=\"exercise-estimate\">About 10–20 min.</p>"))
    #expect(html.contains("<details class=\"solution\"><summary>Show the solution</summary>"))
    #expect(html.contains("1 exercise</a>"))
  }

  @Test func anUnknownExerciseIsALocatedError() throws {
    let book = try bookWithExercise()
    #expect(
      try book.diagnostics(chapter: "# The counter\n\n{{#exercise nope}}\n") == [
        "chapters/01-counter.md:3:13: error: no exercise 'nope' in chapters/exercises.ledger"
      ])
  }

  @Test func checksNamingAnUnknownTestAreAnError() throws {
    let book = try bookWithExercise()
    let ledger = try book.read("chapters/exercises.ledger")
    try book.write(
      "chapters/exercises.ledger",
      ledger.replacing("DemoTests/startsAtZero", with: "DemoTests/nope"))
    #expect(book.diagnostics().contains { $0.contains("no test 'DemoTests/nope'") })
  }
}

@Suite struct ExerciseResetTests {
  /// A book of one starter, committed in a git repository of its own, then edited by the reader.
  func editedBook() throws -> (root: URL, exercise: Exercise) {
    let root = FileManager.default.temporaryDirectory.appending(
      path: "workbook-\(UUID().uuidString)")
    let starter = "Sources/Exercises/Counter/Counter.swift"
    try FileManager.default.createDirectory(
      at: root.appending(path: starter).deletingLastPathComponent(),
      withIntermediateDirectories: true)
    try Data("// untouched\n".utf8).write(to: root.appending(path: starter))
    for command in [
      ["init", "-q"], ["add", "."],
      ["-c", "user.name=T", "-c", "user.email=t@t", "commit", "-q", "-m", "starter"],
    ] {
      let log = root.path + ".git.log"
      defer { try? FileManager.default.removeItem(atPath: log) }
      #expect(try ChildProcess.run(["git"] + command, in: root.path, outputPath: log) == 0)
    }
    let exercise = Exercise(
      id: "e", chapter: "01-counter.md", title: "T", task: "T", starter: starter,
      solution: "X.swift",
      checks: try TestReference(parsing: "DemoTests/a", at: .init(path: "", line: 1, column: 1)),
      starterHash: SourceHash.of(file: starter, root: root), estimate: "5 min", hints: [],
      declaredAt: .init(path: "", line: 1, column: 1))
    try Data("// the reader's attempt\n".utf8).write(to: root.appending(path: starter))
    return (root, exercise)
  }

  @Test func resetKeepsTheReadersFileAndSaysWhere() throws {
    let (root, exercise) = try editedBook()
    defer { try? FileManager.default.removeItem(at: root) }
    let reset = ExerciseReset(root: root)
    let first = try reset.reset(exercise)
    try Data("// a second attempt\n".utf8).write(to: root.appending(path: exercise.starter))
    let second = try reset.reset(exercise)
    let read = { (path: String) in
      String(
        decoding: FileManager.default.contents(atPath: root.appending(path: path).path) ?? Data(),
        as: UTF8.self)
    }
    #expect(first.hasPrefix("\(ExerciseReset.backups)/e-") && first != second)
    #expect(read(first) == "// the reader's attempt\n")
    #expect(read(second) == "// a second attempt\n")
    #expect(read(exercise.starter) == "// untouched\n")
  }

  @Test func forgettingAnExerciseStartsItsHintsAgain() {
    var progress = ExerciseProgress()
    progress.exercises["e"] = .init(
      hintsShown: 2, lastRun: .init(starterHash: "edited", passed: 1, failed: 1))
    progress.exercises["other"] = .init(hintsShown: 1)
    progress.forget("e")
    #expect(progress.exercises["e"] == nil)
    #expect(progress.exercises["other"]?.hintsShown == 1)
  }
}
