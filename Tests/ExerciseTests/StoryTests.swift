import Testing
import WorkbookRun

/// The traced stories of the exercises that have one, told as `workbook exercise run` tells
/// them (one telling per process) and compared as it compares them: the solution tells its
/// story the same way every time, and each kept wrong answer parts from it where expected.
@Suite("Traced stories") struct StoryTests {
  static let traced = TracedExercise.all.map { ExerciseName($0.name) }

  /// A difference that depends on the run (an address, a hash table's order) would show the
  /// reader a difference their code did not make.
  @Test(arguments: traced)
  func theSolutionTellsItsStoryTheSameWayEveryTime(_ exercise: ExerciseName) async throws {
    let first = try await StoryTeller.tell(exercise.name, with: "solution").get()
    let second = try await StoryTeller.tell(exercise.name, with: "solution").get()
    let steps = StoryComparison.comparable(first.trace.events).count
    #expect(steps > 0)
    #expect(first.eventsLeftOut == 0)
    #expect(
      StoryComparison.compare(yours: second, solution: first)
        == .alike(summary: first.summary, steps: steps))
  }

  @Test(arguments: traced)
  func theUntouchedStartersStoryPartsFromTheSolutions(_ exercise: ExerciseName) async throws {
    guard StarterProof.isUntouched(exercise.name) else { return }
    let solution = try await StoryTeller.tell(exercise.name, with: "solution").get()
    let starter = try await StoryTeller.tell(exercise.name, with: "starter").get()
    let comparison = StoryComparison.compare(yours: starter, solution: solution)
    guard case .differs = comparison else {
      Issue.record("the untouched starter tells the solution's story: \(comparison)")
      return
    }
  }

  /// Where a kept wrong answer's telling parts from the solution's.
  struct Expectation: Sendable, CustomTestStringConvertible {
    enum Outcome: Sendable {
      /// At this step, with this meaning.
      case differs(step: Int, meaning: String?)
      /// Not at all: the mistake is in something the story does not trace.
      case alike
      /// The telling crashes, with last words that say this, if given.
      case crashes(saying: String?)
    }

    let exercise: String
    let wrongAnswer: String
    let outcome: Outcome

    init(_ exercise: String, _ wrongAnswer: String, _ outcome: Outcome) {
      self.exercise = exercise
      self.wrongAnswer = wrongAnswer
      self.outcome = outcome
    }

    var testDescription: String { "\(exercise)/\(wrongAnswer)" }
  }

  static let expectations: [Expectation] = [
    Expectation(
      "DistinctChanges", "DistinctNotifyingBeforeTheWrite",
      .differs(
        step: 4,
        meaning:
          "`didChange(temperature)` sent before the new value is stored: observers read the value as it was."
      )),
    Expectation(
      "DistinctChanges", "DistinctWithoutNotifying",
      .differs(
        step: 3,
        meaning:
          "the new value is stored with no `willChange(temperature)` before it: observers are not told of the change."
      )),
    Expectation(
      "DistinctChanges", "DistinctAgainstTheLastValueGiven",
      .differs(step: 1, meaning: "your code never takes this step of the solution's.")),
    Expectation(
      "ObservationToken", "TokenThatOnlyMarksItself",
      .differs(
        step: 14,
        meaning:
          "ValueForwarder#1 hears of a change of mode more often than with the solution: a notification too many."
      )),
    Expectation(
      "ObservationToken", "TokenWithoutDeinit",
      .differs(
        step: 17,
        meaning:
          "thermostat stays in NSKVONotifying_ExerciseThermostat: with your code an observer is still registered with it, where with the solution the last one has left."
      )),
    Expectation(
      "ObservationToken", "TokenRemovingEveryTime",
      .crashes(saying: "because it is not registered as an observer")),
    Expectation(
      "ShoutingSubclass", "ShoutingWithoutClassOverride",
      .differs(step: 3, meaning: "your code never takes this step of the solution's.")),
    Expectation("ShoutingSubclass", "ShoutingClassAnswersSubclass", .alike),
    Expectation(
      "ShoutingSubclass", "ShoutingThroughAnOrdinarySend",
      .crashes(saying: nil)),
  ]

  @Test(arguments: expectations)
  func aKeptWrongAnswersStoryPartsWhereExpected(_ expected: Expectation) async throws {
    let solution = try await StoryTeller.tell(expected.exercise, with: "solution").get()
    let implementation = "wrong: \(expected.wrongAnswer)"
    if case .crashes(let words) = expected.outcome {
      let told = await StoryTeller.tell(expected.exercise, with: implementation, crashes: true)
      guard case .failure(let unfinished) = told else {
        Issue.record("the telling finished: \(told)")
        return
      }
      if let words {
        #expect(unfinished.lastWords.contains(words), "\(unfinished.lastWords)")
      }
      return
    }
    let yours = try await StoryTeller.tell(expected.exercise, with: implementation).get()
    let comparison = StoryComparison.compare(yours: yours, solution: solution)
    switch (expected.outcome, comparison) {
    case (.alike, .alike): break
    case (.differs(let step, let meaning), .differs(let difference)):
      #expect(difference.step == step, "\(difference)")
      #expect(difference.meaning == meaning, "\(difference)")
    default:
      Issue.record("expected \(expected.outcome), got \(comparison)")
    }
  }
}
