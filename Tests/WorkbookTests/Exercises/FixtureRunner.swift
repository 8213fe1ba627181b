import Foundation

@testable import WorkbookBook
@testable import WorkbookRun

/// The check runner `CheckRunnerFixture` (built beside `workbook`), whose checks play a
/// starter's tricks, linked into a fixture book as `CheckNAME` for each exercise `NAME` it
/// stands in for; the link's name picks its checks.
enum FixtureRunner {
  static let binary = WorkbookBinary.url.deletingLastPathComponent()
    .appending(path: "CheckRunnerFixture")

  /// The fake `swift` whose builds succeed at once.
  static let swift = FixtureBook.fixtures.appending(path: "Runner/fake-swift-that-builds")

  /// A fixture book with the runners `CheckNAME`, one per name, each an exercise `NAME` of
  /// the book, for `workbook exercise run`.
  static func book(_ names: String...) throws -> FixtureBook {
    let book = try FixtureBook()
    let debug = book.root.appending(path: "\(ExerciseAttempt.scratchPath)/debug")
    try FileManager.default.createDirectory(at: debug, withIntermediateDirectories: true)
    for name in names {
      try FileManager.default.createSymbolicLink(
        at: debug.appending(path: "Check\(name)"), withDestinationURL: binary)
      try book.addExercise(name)
    }
    return book
  }

  /// Runs `workbook exercise run NAME` in `book`, with the fake `swift` first on the `PATH`;
  /// answers its exit status and what it printed.
  static func exerciseRun(_ name: String, in book: FixtureBook) throws -> (
    status: Int32, output: String
  ) {
    try withExtendedLifetime(book) { try exerciseRun(name, at: book.root) }
  }

  /// Runs `workbook exercise run NAME` in the fixture book at `root`, as above.
  static func exerciseRun(_ name: String, at root: URL) throws -> (status: Int32, output: String) {
    try workbook(["exercise", "run", name], at: root)
  }

  /// Runs `workbook` with `arguments` in the fixture book at `root`, with the fake `swift`
  /// first on the `PATH` and `environment` added to this process's; answers its exit status and
  /// what it printed.
  static func workbook(
    _ arguments: [String], at root: URL, environment: [String: String] = [:]
  ) throws -> (status: Int32, output: String) {
    let bin = root.appending(path: ".fake-bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    if !FileManager.default.fileExists(atPath: bin.appending(path: "swift").path) {
      try FileManager.default.createSymbolicLink(
        at: bin.appending(path: "swift"), withDestinationURL: swift)
    }
    let transcript = root.appending(path: ".transcript")
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let status = try ChildProcess.run(
      [WorkbookBinary.url.path] + arguments, in: root.path,
      environment: environment.merging(["PATH": bin.path + ":" + path]) { _, path in path },
      outputPath: transcript.path)
    return (status, try String(contentsOf: transcript, encoding: .utf8))
  }

  static func exercise(_ name: String) -> Exercise { .fixture(name, starterHash: "1") }

  /// Runs the fixture's checks `CheckNAME` in this process, as `exercise run` does.
  static func verdicts(_ name: String, timeLimitInSeconds: Double = 10) throws
    -> [ExerciseAttempt.Verdict]
  {
    let book = try book(name)
    let attempt = ExerciseAttempt(
      root: book.root, swift: [swift.path], timeLimitInSeconds: timeLimitInSeconds)
    return try withExtendedLifetime(book) { try attempt.run(exercise(name)) }
  }
}
