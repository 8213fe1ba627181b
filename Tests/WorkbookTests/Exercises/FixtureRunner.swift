import Foundation

@testable import Workbook

/// The check runner `CheckRunnerFixture` (built beside `workbook`), whose checks play a
/// starter's tricks, linked into a fixture book as `CheckNAME` for each exercise `NAME` it
/// stands in for; the link's name picks its checks.
enum FixtureRunner {
  static let binary = WorkbookBinary.url.deletingLastPathComponent()
    .appending(path: "CheckRunnerFixture")

  /// The fake `swift` whose builds succeed at once.
  static let swift = FixtureBook.fixtures.appending(path: "Runner/fake-swift-that-builds")

  /// A fixture book with the runners `CheckNAME`, one per name, each with a ledger entry
  /// `name` (lowercased) and a starter, for `workbook exercise run`.
  static func book(_ names: String...) throws -> FixtureBook {
    let book = try FixtureBook()
    let debug = book.root.appending(path: "\(ExerciseAttempt.scratchPath)/debug")
    try FileManager.default.createDirectory(at: debug, withIntermediateDirectories: true)
    try book.write("Solutions/Counter.swift", "struct Counter {}\n")
    var ledger = ""
    for name in names {
      try FileManager.default.createSymbolicLink(
        at: debug.appending(path: "Check\(name)"), withDestinationURL: binary)
      try book.write("Sources/Exercises/\(name)/\(name).swift", "struct \(name) {}\n")
      ledger += """
        exercise: \(name.lowercased())
          chapter: 01-counter.md
          title: \(name)
          task: T
          estimate: 5 min
          starter: Sources/Exercises/\(name)/\(name).swift
          solution: Solutions/Counter.swift
          checks: DemoTests/startsAtZero
          starter-hash: 1


        """
    }
    try book.write("chapters/exercises.ledger", ledger)
    return book
  }

  static func exercise(_ name: String) -> Exercise {
    Exercise(
      id: name.lowercased(), chapter: "01-counter.md", title: name, task: "T",
      starter: "Sources/Exercises/\(name)/\(name).swift", solution: "Solutions/Counter.swift",
      checks: try! TestReference(
        parsing: "DemoTests/startsAtZero", at: .init(path: "", line: 1, column: 1)),
      starterHash: "1", estimate: "5 min", hints: [],
      declaredAt: .init(path: "", line: 1, column: 1))
  }

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
