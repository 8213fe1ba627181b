import Foundation
import Testing

@testable import WorkbookBook

/// `workbook exercise run` as a reader meets it, on the fixture runner `CheckHonest`, whose
/// check "adds two" fails and "starts at zero" passes.
@Suite struct MistakeFeedbackTests {
  /// Runs `workbook exercise run honest` in `book` (``FixtureRunner/exerciseRun(_:at:)``), waited
  /// for off the cooperative pool (``offThePool(_:)``).
  func run(_ book: FixtureBook) async throws -> (status: Int32, output: String) {
    let root = book.root
    defer { withExtendedLifetime(book) {} }
    return try await offThePool { try FixtureRunner.exerciseRun("honest", at: root) }
  }

  @Test func anAttemptThatFailsAKnownMistakesChecksNamesItAndShowsItsHint() async throws {
    let book = try FixtureRunner.book("Honest")
    try book.write(
      Exercise.fixture("Honest").mistakes,
      """
      mistake: HonestAddingOne
        summary: adds one instead of two
        fails: adds two
        hint: Count what `increment` adds.

      mistake: HonestNeverStarting
        summary: never starts
        fails: starts at zero
        fails: adds two
        hint: Look at the value before anything is added.

      """)
    let (status, output) = try await run(book)
    #expect(status == 1)
    #expect(
      output.contains(
        """
          1 of 2 checks pass
          These are the failures of a known mistake: adds one instead of two.
          Hint for it: Count what `increment` adds.

        """), "\(output)")
    #expect(!output.contains("never starts"))
  }

  /// The fixture's ledger records starter hash 1, which no file has: every run is of an attempt.
  /// Recording the starter's real hash makes it the untouched starter, which gets no note.
  @Test func theUntouchedStarterIsNobodysMistake() async throws {
    let book = try FixtureRunner.book("Honest")
    try book.write(
      Exercise.fixture("Honest").mistakes,
      "mistake: HonestAddingOne\n  summary: adds one\n  fails: adds two\n  hint: Count.\n")
    let starter = Exercise.fixture("Honest").starter
    let ledger = try book.read(ExerciseLedger.path)
    try book.write(
      ExerciseLedger.path,
      ledger.replacing(
        "starter-hash: 1", with: "starter-hash: \(SourceHash.of(file: starter, root: book.root))"))
    let (status, output) = try await run(book)
    #expect(status == 1)
    #expect(output.contains("1 of 2 checks pass"))
    #expect(!output.contains("known mistake"), "\(output)")
  }

  @Test func anAttemptThatMatchesNoKnownMistakeGetsNoNote() async throws {
    let book = try FixtureRunner.book("Honest")
    try book.write(
      Exercise.fixture("Honest").mistakes,
      "mistake: HonestNeverStarting\n  summary: never starts\n  fails: starts at zero\n"
        + "  fails: adds two\n  hint: Look at the value before anything is added.\n")
    let (status, output) = try await run(book)
    #expect(status == 1)
    #expect(output.contains("1 of 2 checks pass"))
    #expect(!output.contains("known mistake"), "\(output)")
  }
}
