import WorkbookBase
import WorkbookBook

/// An exercise's traced story told with the reader's code beside the same story told with the
/// reference solution: alike, or the first step where they differ. `workbook exercise run`
/// shows it under the verdicts when a check fails; it never changes a verdict.
public enum StoryComparison: Sendable, Equatable {
  /// The reader's code took the story's steps as the solution does, all `steps` of them (or
  /// the first `steps`, when a telling was cut short).
  case alike(summary: String, steps: Int)
  /// The tellings part at some step.
  case differs(StoryDifference)
  /// The story did not finish with the reader's code (it crashed, or hung): there is nothing
  /// to compare. `why` says how it ended; `meaning`, what that most likely means.
  case yoursUnfinished(summary: String, why: String, meaning: String?)
  /// The story could not be told: it did not finish with the reference solution (the
  /// exercise's fault), or its runner could not be started.
  case untold(why: String)

  /// Compares two tellings of one story, step by step, after ``comparable(_:)``; the meaning of
  /// a difference is said in the language of `words`.
  public static func compare(
    yours: RecordedStory, solution: RecordedStory, words: UIText = .english
  ) -> StoryComparison {
    let mine = comparable(yours.trace.events)
    let theirs = comparable(solution.trace.events)
    let common = min(mine.count, theirs.count)
    let index = (0..<common).first { mine[$0] != theirs[$0] } ?? common
    // A telling cut short past its last step kept says nothing about the steps after it.
    let cut =
      (index == mine.count && yours.eventsLeftOut > 0)
      || (index == theirs.count && solution.eventsLeftOut > 0)
    if cut || (index == mine.count && index == theirs.count) {
      return .alike(summary: solution.summary, steps: index)
    }
    return .differs(
      StoryDifference(
        summary: solution.summary, step: index + 1, agreed: Array(mine[..<index]),
        yours: index < mine.count ? mine[index] : nil,
        solution: index < theirs.count ? theirs[index] : nil,
        meaning: StoryMeaning.of(yours: mine, solution: theirs, at: index, words: words)))
  }

  /// The events of a telling as they are compared: without cache misses, which depend on what
  /// ran before rather than on what the code does, and with addresses (`0x…`), which differ
  /// from run to run, left out of every text. Objects are already named in a way that repeats:
  /// by the story, or after their class with a count (`ExerciseLetter#1`).
  public static func comparable(_ events: [RecordedTrace.Event]) -> [RecordedTrace.Event] {
    events.filter { $0.kind != "cache-miss" }.map { event in
      var event = event
      event.from = event.from.map(withoutAddresses)
      event.to = event.to.map(withoutAddresses)
      event.label = withoutAddresses(event.label)
      event.detail = event.detail.map(withoutAddresses)
      return event
    }
  }

  /// `text` with each hexadecimal address replaced by `0x…`.
  static func withoutAddresses(_ text: String) -> String {
    text.replacing(/0x[0-9a-fA-F]+/, with: "0x…")
  }
}

/// Where two tellings of a story part.
public struct StoryDifference: Sendable, Equatable {
  /// What happens in the story.
  public var summary: String
  /// The number of the first step that differs, from 1.
  public var step: Int
  /// The steps both took, in order, before it.
  public var agreed: [RecordedTrace.Event]
  /// The reader's code's step there, or nil when its telling ended before it.
  public var yours: RecordedTrace.Event?
  /// The solution's step there, or nil when its telling ended before it.
  public var solution: RecordedTrace.Event?
  /// What the difference most likely means, when it has a known shape.
  public var meaning: String?
}
