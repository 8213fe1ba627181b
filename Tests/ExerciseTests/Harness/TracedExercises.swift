import DistinctChangesStarter
import ExerciseChecks
import ExerciseSolutions
import ExerciseWrongAnswers
import Foundation
import ObservationTokenStarter
import ShoutingSubclassStarter
import Testing
import WorkbookBase
import WorkbookRun

/// An exercise with a traced story (`Sources/ExerciseChecks/NAME/NAMETrace.swift`), its story
/// built against each implementation the test run knows, as ``ProvenExercise`` builds checks.
struct TracedExercise {
  let name: String
  let starter: () -> TracedStory
  let solution: () -> TracedStory
  /// The story told with each wrong answer, by the wrong answer's type name.
  let wrongAnswers: [String: () -> TracedStory]

  init<Contract>(
    _ name: String, _ story: @escaping (Contract) -> TracedStory, starter: Contract,
    solution: Contract, wrongAnswers: [Contract]
  ) {
    self.name = name
    self.starter = { story(starter) }
    self.solution = { story(solution) }
    self.wrongAnswers = Dictionary(
      uniqueKeysWithValues: wrongAnswers.map { wrong in ("\(wrong)", { story(wrong) }) })
  }

  static func named(_ name: String) -> TracedExercise? {
    all.first { $0.name == name }
  }

  /// The story told with the implementation `label` names: `starter`, `solution`, or
  /// `wrong: TYPE`.
  func story(against label: String) -> TracedStory? {
    switch label {
    case "starter": return starter()
    case "solution": return solution()
    default:
      guard label.hasPrefix("wrong: ") else { return nil }
      return wrongAnswers[String(label.dropFirst("wrong: ".count))]?()
    }
  }

  /// Every exercise with a traced story.
  static var all: [TracedExercise] {
    [
      TracedExercise(
        DistinctChangesChecks.exercise, DistinctChangesTrace.story,
        starter: DistinctChangesStarter.DistinctChanges.self,
        solution: ExerciseSolutions.DistinctChanges.self,
        wrongAnswers: DistinctChangesWrongAnswers.all),
      TracedExercise(
        ObservationTokenChecks.exercise, ObservationTokenTrace.story,
        starter: ObservationTokenStarter.ObservationToken.self,
        solution: ExerciseSolutions.ObservationToken.self,
        wrongAnswers: ObservationTokenWrongAnswers.all),
      TracedExercise(
        ShoutingSubclassChecks.exercise, ShoutingSubclassTrace.story,
        starter: ShoutingSubclassStarter.ShoutingSubclass.self,
        solution: ExerciseSolutions.ShoutingSubclass.self,
        wrongAnswers: ShoutingSubclassWrongAnswers.all),
    ]
  }
}

/// Tells stories in child processes (exit tests), one telling per process, as the check
/// runner does: what the runtime does once per process is then traced in every telling.
enum StoryTeller {
  /// Marks the start of the telling in the child's output.
  static let marker = "WORKBOOK-STORY\n"

  /// What telling `exercise`'s story with `implementation` recorded, or, for a telling that
  /// `crashes` (which is then expected), what the child wrote on standard error.
  static func tell(_ exercise: String, with implementation: String, crashes: Bool = false) async
    -> Result<RecordedStory, Unfinished>
  {
    let result = await ChildSlots.inSlot {
      await #expect(
        processExitsWith: crashes ? .failure : .success,
        observing: [\.standardOutputContent, \.standardErrorContent]
      ) { [exercise = exercise as String, implementation = implementation as String] in
        alarm(ExerciseRunner.timeLimitInSeconds)
        guard let story = TracedExercise.named(exercise)?.story(against: implementation) else {
          exit(EXIT_FAILURE)
        }
        let told = story.recorded()
        print(StoryTeller.marker + told)
        exit(EXIT_SUCCESS)
      }
    }
    let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    guard let start = output.range(of: marker),
      let story = try? JSONDecoder().decode(
        RecordedStory.self, from: Data(output[start.upperBound...].utf8))
    else {
      return .failure(
        Unfinished(
          lastWords: String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)))
    }
    return .success(story)
  }

  /// A telling that did not finish, with what the child wrote on standard error.
  struct Unfinished: Error {
    let lastWords: String
  }
}
