import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookBook
@testable import WorkbookRender
@testable import WorkbookRun

@Suite struct ExerciseLedgerTests {
  let shown = [(name: "Counter", chapter: "01-counter.md")]
  let present: Set<String> = [
    "Sources/Exercises/Counter/Counter.swift", "Solutions/Counter/Counter.swift",
  ]

  /// A task's `backtick` spans are code; a backtick a combining mark joins is text, and GREEK
  /// VARIA (U+1FEF), which Swift's characters take as equal to a backtick, is no backtick.
  @Test func proseSetsBacktickSpansAsCode() {
    func html(_ text: String) -> String {
      var writer = HTMLWriter()
      ExerciseRenderer.writeProse(text, into: &writer)
      return writer.html
    }
    #expect(html("Call `observe(_:)` <now>") == "Call <code>observe(_:)</code> &lt;now&gt;")
    #expect(html("Use `x`\u{301} here") == "Use <code>x`\u{301} here</code>")
    #expect(html("a \u{1FEF}x\u{1FEF} b") == "a \u{1FEF}x\u{1FEF} b")
  }

  func parse(_ text: String) throws -> [Exercise] {
    try ExerciseLedger.parse(text, shown: shown) { present.contains($0) }
  }

  @Test func parsesAnEntryAndDerivesEveryPathFromItsName() throws {
    let exercises = try parse(
      """
      exercise: Counter
        formerly: count-twice
        title: Count twice
        task: Make increment add two.
        estimate: 5–10 min
        starter-hash: abc
        hint: Look at increment.
        hint: Add two.
      """)
    #expect(exercises.count == 1)
    let exercise = try #require(exercises.first)
    #expect(exercise.hints == ["Look at increment.", "Add two."])
    #expect(exercise.formerNames == ["count-twice"])
    #expect(exercise.chapter == "01-counter.md")
    #expect(exercise.starter == "Sources/Exercises/Counter/Counter.swift")
    #expect(exercise.solution == "Solutions/Counter/Counter.swift")
    #expect(exercise.checks.description == "ExerciseTests/solutionPassesEveryCheck")
    #expect(exercise.runCommand == "swift run workbook exercise run counter")
    #expect(exercise.runner == "CheckCounter")
    #expect(exercise.estimate == "5–10 min")
  }

  @Test func badEntriesAreLocated() {
    let text = """
      exercise: bad-name
        title: T
        task: T
        starter: Sources/Exercises/Nope.swift
        colour: blue
        estimate: soon

      exercise: Missing
        title: T
        task: T
        estimate: 5 min
        starter-hash: 1
      """
    do {
      _ = try ExerciseLedger.parse(text, shown: [("Missing", "01-counter.md")]) { _ in false }
      Issue.record("a bad ledger parsed")
    } catch let list as DiagnosticList {
      #expect(
        list.diagnostics.map(\.description) == [
          "chapters/exercises.ledger:1:11: error: an exercise's name is its starter's, in PascalCase: letters and digits, starting with a capital",
          "chapters/exercises.ledger:4:3: error: unknown key 'starter' (expected estimate or formerly or hint or starter-hash or task or title)",
          "chapters/exercises.ledger:5:3: error: unknown key 'colour' (expected estimate or formerly or hint or starter-hash or task or title)",
          "chapters/exercises.ledger:1:1: error: exercise 'bad-name' needs a 'starter-hash:' field",
          "chapters/exercises.ledger:6:13: error: an estimate reads 'N min' or 'N–M min', found 'soon'",
          "chapters/exercises.ledger:8:11: error: exercise 'Missing' has no starter: Sources/Exercises/Missing/Missing.swift is missing",
          "chapters/exercises.ledger:8:11: error: exercise 'Missing' has no solution: Solutions/Missing/Missing.swift is missing",
        ])
    } catch {
      Issue.record(error)
    }
  }

  @Test func anExerciseNoChapterShowsIsAnError() {
    let entry = "exercise: Counter\n  title: T\n  task: T\n  estimate: 5 min\n  starter-hash: 1\n"
    #expect(throws: DiagnosticList.self) {
      try ExerciseLedger.parse(entry, shown: []) { present.contains($0) }
    }
  }

  @Test func anExerciseListedTwiceIsAnError() {
    let entry = "exercise: Counter\n  title: T\n  task: T\n  estimate: 5 min\n  starter-hash: 1\n\n"
    #expect(throws: DiagnosticList.self) { try parse(entry + entry) }
  }

  @Test func theExercisesComeInTheOrderThePagesShowThem() throws {
    let entries = ["Second", "First"].map {
      "exercise: \($0)\n  title: T\n  task: T\n  estimate: 5 min\n  starter-hash: 1\n\n"
    }
    let exercises = try ExerciseLedger.parse(
      entries.joined(), shown: [("First", "01-counter.md"), ("Second", "02-more.md")]
    ) { _ in true }
    #expect(exercises.map(\.name) == ["First", "Second"])
    #expect(exercises.map(\.chapter) == ["01-counter.md", "02-more.md"])
  }
}

@Suite struct ExerciseNameTests {
  @Test func commandsSpellTheNameInKebabCase() {
    #expect(Exercise.fixture("ShoutingSubclass").commandName == "shouting-subclass")
    #expect(Exercise.fixture("TwoWayBinding").commandName == "two-way-binding")
    #expect(Exercise.fixture("KVOToken").commandName == "kvo-token")
    #expect(Exercise.fixture("Counter").commandName == "counter")
    #expect(Exercise.fixture("KVO2Token").commandName == "kvo2-token")
    #expect(Exercise.fixture("ÉtéFini").commandName == "été-fini")
    #expect(Exercise.fixture("URLs").commandName == "ur-ls")
  }

  @Test func anySpellingThatDiffersInCaseOrDashesFindsTheExercise() throws {
    let exercises = [Exercise.fixture("ShoutingSubclass"), Exercise.fixture("TwoWayBinding")]
    for spelling in [
      "shouting-subclass", "ShoutingSubclass", "shoutingsubclass", "SHOUTING-SUBCLASS",
    ] {
      #expect(try Exercise.named(spelling, in: exercises).name == "ShoutingSubclass")
    }
    #expect(throws: Diagnostic.self) { try Exercise.named("shouting-sub", in: exercises) }
  }

  @Test func aFormerNameSaysWhatTheExerciseIsCalledNow() {
    var renamed = Exercise.fixture("DistinctChanges")
    renamed.formerNames = ["kvo-distinct-changes"]
    #expect {
      try Exercise.named("kvo-distinct-changes", in: [renamed])
    } throws: { error in
      (error as? Diagnostic)?.message
        == "exercise 'kvo-distinct-changes' is now called 'distinct-changes'"
    }
  }
}

@Suite struct ExercisePlacementTests {
  @Test func anExerciseBelongsToTheChapterThatShowsIt() throws {
    let book = try FixtureBook()
    try book.addExercise("Counter", hints: ["Look at increment."])
    let exercises = try ExerciseLedger.load(
      root: book.root, book: TableOfContents.load(root: book.root))
    #expect(exercises.map(\.chapter) == ["01-counter.md"])
  }

  @Test func theBuildsReaderParsesAChapterOnceForPlacementAndWhatFollows() throws {
    let book = try FixtureBook()
    try book.addExercise("Counter", hints: ["Look at increment."])
    let files = SourceFiles(root: book.root)
    let exercises = try ExerciseLedger.load(
      book: TableOfContents.load(root: book.root), files: files)
    #expect(exercises.map(\.chapter) == ["01-counter.md"])
    let location = SourceLocation(path: "chapters/book.toc", line: 1, column: 1)
    let placed = try files.parsed("chapters/01-counter.md", at: location)
    #expect(try files.parsed("chapters/01-counter.md", at: location) === placed)
    #expect(try files.parsed("chapters/index.md", at: location) !== placed)
  }

  /// Two exercises on a page each show their own command and starter, though each is prepared
  /// once for every edition.
  @Test func twoExercisesOnAPageShowTheirOwnCommandsAndStarters() throws {
    let book = try FixtureBook()
    try book.addExerciseProofs()
    try book.addExercise("Counter")
    try book.addExercise("Doubler")
    let html = try book.buildPage("01-counter.html")
    #expect(html.contains("id=\"exercise-counter\"") && html.contains("id=\"exercise-doubler\""))
    #expect(html.contains("Sources/Exercises/Doubler/Doubler.swift"))
    #expect(html.contains("Sources/Exercises/Counter/Counter.swift"))
  }

  @Test func aDirectiveQuotedInACodeBlockShowsNothing() {
    let markdown = "# T\n\n```\n{{#exercise Quoted}}\n```\n\n> {{#exercise Shown}}\n"
    let found = ExercisePlacement.exerciseDirectives(
      in: markdown, parsed: ParsedChapter(parsing: markdown), path: "chapters/a.md")
    #expect(found.map(\.name) == ["Shown"])
    #expect(found.map(\.location.description) == ["chapters/a.md:7:3"])
  }

  @Test func anExerciseShownTwiceIsAnErrorAtTheSecondPlace() throws {
    let book = try FixtureBook()
    try book.addExercise("Counter")
    #expect(
      try book.diagnostics(
        chapter: "# The counter\n\n{{#exercise Counter}}\n\n{{#exercise Counter}}\n")
        == [
          "chapters/01-counter.md:5:1: error: exercise 'Counter' is already shown at chapters/01-counter.md:3:1; a book shows an exercise once"
        ])
  }
}

@Suite struct ExerciseStateTests {
  let exercise = Exercise.fixture("Counter", starterHash: "pristine")

  @Test func anUntouchedStarterIsNotStarted() {
    #expect(ExerciseState.of(exercise, currentHash: "pristine", progress: .init()) == .notStarted)
  }

  @Test func aChangedStarterWithoutARunIsNotChecked() {
    #expect(ExerciseState.of(exercise, currentHash: "edited", progress: .init()) == .notChecked)
  }

  @Test func aRunCountsOnlyForTheCodeItRanOn() {
    var progress = ExerciseProgress()
    progress.exercises["Counter"] = .init(
      lastRun: .init(starterHash: "edited", passed: 2, failed: 1))
    #expect(
      ExerciseState.of(exercise, currentHash: "edited", progress: progress)
        == .failing(failed: 1, of: 3))
    #expect(
      ExerciseState.of(exercise, currentHash: "edited again", progress: progress) == .notChecked)
    progress.exercises["Counter"]?.lastRun = .init(starterHash: "solved", passed: 3, failed: 0)
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

  /// A progress file written before the exercises took their starters' names keeps its hints
  /// and runs: `workbook` reads it under the old names and writes it under the new ones.
  @Test func progressKeptUnderAFormerNameMovesToTheName() async throws {
    let book = try FixtureBook()
    try book.addExercise(
      "Counter", hints: ["Look at increment.", "Add two.", "Return."], formerly: ["count-twice"])
    try book.write(
      ExerciseProgress.path,
      #"{"exercises":{"count-twice":{"hintsShown":1},"gone":{"hintsShown":2}}}"#)
    let root = book.root
    let run = try await offThePool {
      try WorkbookBinary.run(["exercise", "hint", "counter"], in: root)
    }
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("Hint 2 of 3: Add two."))
    let progress = try ExerciseProgress.load(root: book.root)
    #expect(progress.exercises["Counter"]?.hintsShown == 2)
    #expect(progress.exercises["count-twice"] == nil)
    #expect(progress.exercises["gone"]?.hintsShown == 2, "a record of no known exercise stays")
  }

  @Test func aRecordUnderTheNameWinsOverOneUnderAFormerName() {
    var progress = ExerciseProgress()
    progress.exercises["count-twice"] = .init(hintsShown: 1)
    progress.exercises["Counter"] = .init(hintsShown: 3)
    var exercise = Exercise.fixture("Counter")
    exercise.formerNames = ["count-twice"]
    let moved = progress.adoptFormerNames(of: [exercise])
    #expect(moved)
    #expect(progress.exercises == ["Counter": .init(hintsShown: 3)])
    let movedAgain = progress.adoptFormerNames(of: [exercise])
    #expect(!movedAgain, "nothing left to move")
  }
}

@Suite struct ExerciseAttemptTests {
  let exercise = Exercise.fixture("Counter")

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
          'swift run workbook exercise reset counter'.
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
        'swift run workbook exercise reset counter'.
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
  /// The fixture book with one exercise, shown on its only chapter, and the test whose case
  /// for it is its live mark.
  func bookWithExercise() throws -> FixtureBook {
    let book = try FixtureBook()
    try book.write("chapters/01-counter.md", "# The counter\n")
    try book.addExercise(
      "Counter", title: "Count <twice>", task: "Make `increment()` add two & check it.",
      estimate: "10–20 min", hints: ["Look at increment.", "Add two."])
    try book.addExerciseProofs()
    return book
  }

  @Test func rendersTaskStarterCommandHintsAndAFoldedSolution() throws {
    let book = try bookWithExercise()
    let html = try book.buildPage("01-counter.html")
    #expect(html.contains("<section class=\"exercise\" id=\"exercise-counter\">"))
    #expect(html.contains("Exercise: Count &lt;twice&gt;"))
    #expect(html.contains("Make <code>increment()</code> add two &amp; check it."))
    #expect(html.contains("Sources/Exercises/Counter/Counter.swift"))
    #expect(html.contains("swift run workbook exercise run counter"))
    #expect(html.contains("<summary>Hint 2</summary><p>Add two.</p>"))
    #expect(html.contains("<p class=\"exercise-estimate\">About 10–20 min.</p>"))
    #expect(html.contains("<details class=\"solution\"><summary>Show the solution</summary>"))
    #expect(html.contains("Solutions/Counter/Counter.swift"))
    #expect(html.contains("ExerciseTests/solutionPassesEveryCheck(Counter)"))
    #expect(html.contains("the test run also proves the untouched starter fails them.</p>"))
    try book.write(
      Exercise.fixture("Counter").mistakes,
      "mistake: CounterAddingOne\n  summary: adds one\n  fails: adds two\n  hint: Count.\n\n"
        + "mistake: CounterNeverAdding\n  summary: never adds\n  fails: adds two\n  hint: Add.\n")
    #expect(
      try book.buildPage("01-counter.html").contains(
        "and each of the 2 known mistakes fails exactly its own.</p>"))
    #expect(html.contains("1 exercise</a>"))
  }

  /// The live mark is the exercise's own case of the proving test: another exercise's failure
  /// does not show on it.
  @Test func theLiveMarkIsTheExercisesOwnCase() throws {
    let book = try bookWithExercise()
    let test = try TestCatalog(root: book.root).resolve(
      TestReference(
        target: "ExerciseTests", name: "solutionPassesEveryCheck",
        at: .init(path: "", line: 1, column: 1)))
    var results = TestResults()
    let cases = [
      "Counter": TestOutcome(passed: true), "Other": TestOutcome(passed: false, failures: ["no"]),
    ]
    results.record(
      [
        EventStream.Result(
          target: "ExerciseTests", key: test.key,
          outcome: TestOutcome(passed: false, failures: ["no"], cases: cases))
      ],
      hashes: ["ExerciseTests": "h"], at: Date())
    #expect(results.status(of: test, argument: "Counter", currentHash: "h") == .passed)
    #expect(results.status(of: test, argument: "Other", currentHash: "h") == .failed(["no"]))
    #expect(results.status(of: test, argument: "Missing", currentHash: "h") == .notRun)
    #expect(results.status(of: test, currentHash: "h") == .failed(["no"]))
  }

  @Test func anUnknownExerciseIsALocatedError() throws {
    let book = try bookWithExercise()
    #expect(
      try book.diagnostics(
        chapter: "# The counter\n\n{{#exercise Counter}}\n\n{{#exercise Nope}}\n")
        == ["chapters/01-counter.md:5:13: error: no exercise 'Nope' in chapters/exercises.ledger"])
  }

  @Test func anExerciseWithoutItsProvingTestIsAnError() throws {
    let book = try bookWithExercise()
    try FileManager.default.removeItem(at: book.root.appending(path: "Tests/ExerciseTests"))
    #expect(book.diagnostics().contains { $0.contains("no test target 'ExerciseTests'") })
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
    let exercise = Exercise.fixture(
      "Counter", starterHash: SourceHash.of(file: starter, root: root))
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
    #expect(first.hasPrefix("\(ExerciseReset.backups)/Counter-") && first != second)
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
