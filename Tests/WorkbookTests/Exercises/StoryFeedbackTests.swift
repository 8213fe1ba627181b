import Foundation
import Testing

@testable import WorkbookRun

/// `workbook exercise run` on fixture runners with a traced story (`CheckStoried`, whose
/// telling with the reader's code sends the did-change before the write; `CheckStoryCrashes`,
/// whose telling crashes; `CheckStoriedPassing`, whose checks all pass): the note under the
/// verdicts, which never changes them.
@Suite struct StoryFeedbackTests {
  /// A fixture book whose exercise `name` has a traced story, as its runner does.
  func book(_ name: String) throws -> FixtureBook {
    let book = try FixtureRunner.book(name)
    try book.write(FixtureRunner.exercise(name).story, "")
    return book
  }

  @Test func aFailedCheckShowsTheFirstStepWhereTheStoryParts() throws {
    let book = try book("Storied")
    let (status, output) = try FixtureRunner.exerciseRun("storied", in: book)
    #expect(status == 1)
    #expect(
      output.contains(
        """
          ✘ adds two
              expected: 2
              got: 1
          1 of 2 checks pass
          Traced story (a thermostat is set to 25), beside the solution:
              1. thermostat will change temperature.
            First difference, at step 2:
              yours:        thermostat did change temperature.
              the solution: the code sends setTemperature: to thermostat.
            That is: `didChange(temperature)` sent before the new value is stored: observers read the value as it was.

        """), "\(output)")
  }

  @Test func aStoryThatCrashesWithTheReadersCodeSaysSoAndShowsNothingElse() throws {
    let book = try book("StoryCrashes")
    let (status, output) = try FixtureRunner.exerciseRun("story-crashes", in: book)
    #expect(status == 1)
    #expect(output.contains("1 of 2 checks pass"), "\(output)")
    #expect(
      output.contains(
        "  Traced story (a thermostat is set to 25): it did not finish with your code, so there is nothing to compare:\n      it crashed with SIG"
      ), "\(output)")
    #expect(output.contains("Fatal error: Unexpectedly found nil"), "\(output)")
    #expect(!output.contains("First difference"), "\(output)")
  }

  /// The story explains failures: a run whose checks all pass does not tell it at all (the
  /// fixture's telling would leave a file behind).
  @Test func aRunThatPassesTellsNoStory() throws {
    let book = try book("StoriedPassing")
    let (status, output) = try FixtureRunner.exerciseRun("storied-passing", in: book)
    #expect(status == 0)
    #expect(output.contains("1 of 1 checks pass: done!"), "\(output)")
    #expect(!output.contains("Traced story"))
    #expect(!book.exists("told"))
  }

  /// The verdicts of a runner with a story are the runner's, as without one: the story is told
  /// only after them, in processes of its own.
  @Test func theStoryChangesNoVerdict() throws {
    let verdicts = try FixtureRunner.verdicts("Storied")
    #expect(verdicts.map(\.passed) == [true, false])
    #expect(verdicts[1].failure == "expected: 2\ngot: 1")
  }

  /// An exercise without a story file has none, and its runner is not asked; a runner asked
  /// for a story it does not have says so, which is no story either.
  @Test func anExerciseWithoutAStoryHasNone() throws {
    let book = try FixtureRunner.book("Honest")
    let attempt = ExerciseAttempt(root: book.root, swift: [FixtureRunner.swift.path])
    let honest = FixtureRunner.exercise("Honest")
    #expect(try attempt.compareStories(of: honest) == nil)
    try book.write(honest.story, "")
    #expect(try attempt.compareStories(of: honest) == nil)
  }
}
