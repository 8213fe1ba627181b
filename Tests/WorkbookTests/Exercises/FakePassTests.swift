import Foundation
import Testing

@testable import WorkbookRun

/// A verdict comes from the check's report over its channel, never from how its process ended:
/// the tricks that once made `exercise run` say "done!" fail, and say what happened.
@Suite struct FakePassTests {
  @Test func anEarlyExitZeroIsAFailureThatSaysSo() throws {
    let verdicts = try FixtureRunner.verdicts("ExitEarly")
    #expect(verdicts.map(\.passed) == [false])
    #expect(
      verdicts[0].failure == """
        expected: the check to finish and report its result
        got: its process exited with status 0 while the check ran, before it could report: \
        something called exit() (or _exit(), from an atexit handler, say). A check passes only \
        when it finishes
        """)
  }

  @Test func anAtexitHandlerCannotTurnAFailureIntoAPass() throws {
    let verdicts = try FixtureRunner.verdicts("ExitFromAtexit")
    #expect(verdicts.map(\.passed) == [false])
    #expect(verdicts[0].failure == "expected: 2\ngot: 1")
  }

  @Test func aRunnerReplacedByItsCheckFailsThatCheckAndRunsNoMore() throws {
    let verdicts = try FixtureRunner.verdicts("ReplacesRunner")
    #expect(verdicts.map(\.check) == ["replaces its runner", "adds two"])
    #expect(verdicts.map(\.passed) == [false, false])
    #expect(
      verdicts[0].failure == """
        expected: the check runner to stay as it was built
        got: it was changed on disk while this check ran, so no verdict from it can be trusted
        """)
    #expect(
      verdicts[1].failure
        == "not run: the check runner was changed on disk during 'replaces its runner'")
  }

  @Test func aPrintKeepsTheChecksOwnWordsAndIsShownApart() throws {
    let verdicts = try FixtureRunner.verdicts("Honest")
    #expect(verdicts.map(\.passed) == [true, false])
    #expect(verdicts[0].output == nil)
    #expect(verdicts[1].failure == "expected: 2\ngot: 1")
    #expect(verdicts[1].output == "debugging: value is 1")
  }

  @Test func aFloodOfOutputIsReadOnlyAtItsEnds() throws {
    let verdicts = try FixtureRunner.verdicts("Flood")
    #expect(verdicts[0].failure == "expected: quiet\ngot: a flood")
    let shown = try #require(verdicts[0].output)
    #expect(shown.hasPrefix("flood line 0\nflood line 1\n"))
    #expect(shown.hasSuffix("more lines"), "the first lines, then how many more")
  }

  @Test func theReadersOutputIsTrimmed() {
    let long = String(repeating: "x", count: 250)
    let printed = "\n\n" + (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n\(long)\n\n"
    let shown = ExerciseAttempt.shownOutput(printed)
    #expect(shown?.hasPrefix("line 1\nline 2\n") == true)
    #expect(shown?.hasSuffix("line 12\n… 9 more lines") == true)
    #expect(ExerciseAttempt.shownOutput(long)?.count == 201)
    #expect(ExerciseAttempt.shownOutput(" \n\n") == nil)
  }
}
