/// What `workbook exercise run` says under an exercise's verdicts about its traced story
/// (``StoryComparison``): the first step where the reader's code and the solution part, with
/// the few steps both took before it and what the difference most likely means; or that they
/// took the same steps; or that the story did not finish with the reader's code, and nothing
/// else.
public enum StoryNote {
  /// How many of the steps both took before the first difference are shown.
  static let contextSteps = 3

  /// The note's lines, indented as the verdicts are.
  public static func lines(for comparison: StoryComparison) -> [String] {
    switch comparison {
    case .alike(let summary, let steps):
      return [
        "  Traced story (\(summary)): your code takes the same \(steps) steps as the solution, so what fails is something the story does not show."
      ]
    case .differs(let difference):
      return lines(for: difference)
    case .yoursUnfinished(let summary, let why, let meaning):
      return [
        "  Traced story (\(summary)): it did not finish with your code, so there is nothing to compare:"
      ] + why.split(separator: "\n").map { "      \($0)" }
        + (meaning.map { ["    That is: \($0)"] } ?? [])
    case .untold(let why):
      return [
        "  Traced story: not shown, since \(why.split(separator: "\n").joined(separator: " "))"
      ]
    }
  }

  private static func lines(for difference: StoryDifference) -> [String] {
    var lines = ["  Traced story (\(difference.summary)), beside the solution:"]
    let shownFrom = max(0, difference.agreed.count - contextSteps)
    if shownFrom > 0 {
      lines.append("      steps 1–\(shownFrom) alike, then:")
    }
    for (offset, step) in difference.agreed.enumerated().dropFirst(shownFrom) {
      lines.append("      \(offset + 1). \(sentence(step))")
    }
    lines += [
      "    First difference, at step \(difference.step):",
      "      yours:        \(difference.yours.map(sentence) ?? "nothing more: the story ends here.")",
      "      the solution: \(difference.solution.map(sentence) ?? "nothing more: the story ends here.")",
    ]
    if let meaning = difference.meaning {
      lines.append("    That is: \(meaning)")
    }
    return lines
  }

  /// A step in words, with the story's own code as the one that acts in a step from no object.
  static func sentence(_ step: RecordedTrace.Event) -> String {
    TraceSelection.sentence(step, caller: "the code")
  }
}
