import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookBook
@testable import WorkbookRender

@Suite struct MistakeLedgerTests {
  let text = """
    # The mistakes of Counter.
    mistake: CounterAddingOne
      summary: adds one
      fails: adds two
      hint: Count what `increment` adds.

    mistake: CounterNeverAdding
      summary: never adds
      fails: adds two
      fails: counts up
      hint: Does `increment` change `value` at all?

    mistake: CounterAddingOneQuietly
      summary: adds one, and says nothing
      fails: adds two
      hint: Look at what `increment` adds, and at what it tells its observers.

    check: starts at zero
      kept-because: The baseline: every mistake kept here starts at zero too.
    """

  func ledger() throws -> MistakeLedger {
    try MistakeLedger.parse(text, path: "Solutions/Counter/WrongAnswers/mistakes.ledger")
  }

  @Test func readsEachMistakeWithItsChecksAndHint() throws {
    let ledger = try ledger()
    #expect(
      ledger.mistakes.map(\.name) == [
        "CounterAddingOne", "CounterNeverAdding", "CounterAddingOneQuietly",
      ])
    #expect(ledger.mistakes[1].fails == ["adds two", "counts up"])
    #expect(ledger.mistakes[1].hint == "Does `increment` change `value` at all?")
    #expect(
      ledger.mistakes[1].declaredAt.description
        == "Solutions/Counter/WrongAnswers/mistakes.ledger:7:1")
    #expect(
      ledger.keptChecks == [
        "starts at zero": "The baseline: every mistake kept here starts at zero too."
      ])
  }

  /// Only the very same set of failed checks names a mistake: one failure more or fewer is
  /// another mistake, or none known.
  @Test func aMistakeMatchesExactlyTheChecksItFails() throws {
    let ledger = try ledger()
    #expect(
      ledger.mistakes(failing: ["adds two", "counts up"]).map(\.name) == ["CounterNeverAdding"])
    #expect(
      ledger.mistakes(failing: ["adds two"]).map(\.name)
        == ["CounterAddingOne", "CounterAddingOneQuietly"])
    #expect(ledger.mistakes(failing: ["counts up"]).isEmpty)
    #expect(ledger.mistakes(failing: ["adds two", "counts up", "starts at zero"]).isEmpty)
    #expect(ledger.mistakes(failing: []).isEmpty, "passing every check is no mistake")
  }

  @Test func badEntriesAreLocated() {
    let bad = """
      mistake: 1stTry
        summary: s
        fails: a
        fails: a
        colour: red
      mistake: NoHint
        fails: a
      check: c
      oops: x
      """
    do {
      _ = try MistakeLedger.parse(bad, path: "m.ledger")
      Issue.record("a bad ledger parsed")
    } catch let list as DiagnosticList {
      #expect(
        list.diagnostics.map(\.description) == [
          "m.ledger:5:3: error: unknown key 'colour' (expected fails or hint or summary)",
          "m.ledger:1:10: error: a mistake is named by its wrong answer's type",
          "m.ledger:1:1: error: mistake '1stTry' needs a 'hint:' field",
          "m.ledger:4:10: error: 'a' is listed twice",
          "m.ledger:6:1: error: mistake 'NoHint' needs a 'summary:' field",
          "m.ledger:6:1: error: mistake 'NoHint' needs a 'hint:' field",
          "m.ledger:8:1: error: check 'c' needs a 'kept-because:' field",
          "m.ledger:9:1: error: expected 'mistake: TYPE' or 'check: NAME', found 'oops'",
        ])
    } catch {
      Issue.record(error)
    }
  }

  @Test func anExerciseWithoutALedgerHasNoKnownMistakes() throws {
    let book = try FixtureBook()
    try book.addExercise("Counter")
    #expect(try MistakeLedger.load(for: .fixture("Counter"), root: book.root).mistakes.isEmpty)
    try book.write(Exercise.fixture("Counter").mistakes, text)
    #expect(try MistakeLedger.load(for: .fixture("Counter"), root: book.root).mistakes.count == 3)
  }
}

@Suite struct MistakeNoteTests {
  func mistake(_ name: String, _ summary: String, hint: String) -> Mistake {
    Mistake(
      name: name, summary: summary, fails: ["adds two"], hint: hint,
      declaredAt: .init(path: "m.ledger", line: 1, column: 1))
  }

  @Test func oneMistakeIsNamedWithItsHint() {
    #expect(
      MistakeNote.lines(for: [mistake("CounterAddingOne", "adds one", hint: "Count.")]) == [
        "  These are the failures of a known mistake: adds one.",
        "  Hint for it: Count.",
      ])
  }

  @Test func severalMistakesAreEachNamedWithTheirHints() {
    let mistakes = [
      mistake("CounterAddingOne", "adds one", hint: "Count."),
      mistake("CounterAddingOneQuietly", "adds one, and says nothing", hint: "Listen."),
    ]
    #expect(
      MistakeNote.lines(for: mistakes) == [
        "  These are the failures of 2 known mistakes:",
        "  - adds one.",
        "    Hint for it: Count.",
        "  - adds one, and says nothing.",
        "    Hint for it: Listen.",
      ])
  }

  @Test func noMistakeNoNote() {
    #expect(MistakeNote.lines(for: []).isEmpty)
  }
}
