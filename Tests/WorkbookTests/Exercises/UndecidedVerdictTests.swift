import CheckRunner
import Testing

@testable import WorkbookRun

/// A check that could not judge the reader's code (its report starts with
/// ``CheckChannel/undecidedLabel``) is told apart from one that failed it: it has not passed,
/// and its label is shown in the reader's language.
@Suite struct UndecidedVerdictTests {
  let undecided = ExerciseAttempt.Verdict(
    check: "Two threads' first visits to one object both count", passed: false,
    failure: "\(CheckChannel.undecidedLabel) 12 of 300 rounds together; the machine is too busy",
    output: nil)

  @Test func aCheckThatCouldNotJudgeIsUndecided() {
    #expect(undecided.isUndecided)
    #expect(
      undecided.failureLines() == [
        "could not judge: 12 of 300 rounds together; the machine is too busy"
      ])
  }

  @Test func aFailedOrPassedCheckIsNot() {
    let failed = ExerciseAttempt.Verdict(
      check: "A", passed: false, failure: "expected: 2\ngot: 1", output: nil)
    let passed = ExerciseAttempt.Verdict(check: "A", passed: true, failure: nil, output: nil)
    #expect(!failed.isUndecided)
    #expect(!passed.isUndecided)
  }

  /// The label is a line's start, not words anywhere in a check's own report.
  @Test func theLabelCountsOnlyAtALinesStart() {
    let quoting = ExerciseAttempt.Verdict(
      check: "A", passed: false,
      failure: "expected: no \(CheckChannel.undecidedLabel) line\ngot: one", output: nil)
    #expect(!quoting.isUndecided)
  }
}
