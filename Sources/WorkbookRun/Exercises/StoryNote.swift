import WorkbookBase
import WorkbookBook

/// What `workbook exercise run` says under an exercise's verdicts about its traced story
/// (``StoryComparison``): the first step where the reader's code and the solution part, with
/// the few steps both took before it and what the difference most likely means; or that they
/// took the same steps; or that the story did not finish with the reader's code, and nothing
/// else.
public enum StoryNote {
  /// How many of the steps both took before the first difference are shown.
  static let contextSteps = 3

  /// The note's lines, indented as the verdicts are, in the language of `words`; the story's
  /// summary and its steps stay as the exercise's checks and the tracer write them.
  public static func lines(for comparison: StoryComparison, words: UIText = .english) -> [String] {
    switch comparison {
    case .alike(let summary, let steps):
      return [
        "  "
          + words(
            "Traced story ({summary}): your code takes the same {count} steps as the solution, so what fails is something the story does not show.",
            ["summary": summary, "count": "\(steps)"])
      ]
    case .differs(let difference):
      return lines(for: difference, words: words)
    case .yoursUnfinished(let summary, let why, let meaning):
      return [
        "  "
          + words(
            "Traced story ({summary}): it did not finish with your code, so there is nothing to compare:",
            ["summary": summary])
      ] + why.split(separator: "\n").map { "      \($0)" }
        + (meaning.map { ["    " + words("That is: {meaning}", ["meaning": $0])] } ?? [])
    case .untold(let why):
      return [
        "  "
          + words(
            "Traced story: not shown, since {reason}",
            ["reason": why.split(separator: "\n").joined(separator: " ")])
      ]
    }
  }

  private static func lines(for difference: StoryDifference, words: UIText) -> [String] {
    var lines = [
      "  "
        + words("Traced story ({summary}), beside the solution:", ["summary": difference.summary])
    ]
    let shownFrom = max(0, difference.agreed.count - contextSteps)
    if shownFrom > 0 {
      lines.append("      " + words("steps 1–{step} alike, then:", ["step": "\(shownFrom)"]))
    }
    for (offset, step) in difference.agreed.enumerated().dropFirst(shownFrom) {
      lines.append("      \(offset + 1). \(sentence(step))")
    }
    let ended = words("nothing more: the story ends here.")
    let yours = words("yours:")
    let solution = words("the solution:")
    let column = max(yours.terminalColumns, solution.terminalColumns) + 1
    lines += [
      "    " + words("First difference, at step {step}:", ["step": "\(difference.step)"]),
      "      " + yours.padded(toColumns: column) + (difference.yours.map(sentence) ?? ended),
      "      " + solution.padded(toColumns: column) + (difference.solution.map(sentence) ?? ended),
    ]
    if let meaning = difference.meaning {
      lines.append("    " + words("That is: {meaning}", ["meaning": meaning]))
    }
    return lines
  }

  /// A step in words, with the story's own code as the one that acts in a step from no object.
  static func sentence(_ step: RecordedTrace.Event) -> String {
    step.sentence(caller: "the code")
  }
}
