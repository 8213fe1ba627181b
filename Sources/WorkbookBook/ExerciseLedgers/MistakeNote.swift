import WorkbookBase

/// What `workbook exercise run` says under an exercise's verdicts when the checks an attempt
/// fails are exactly those a known mistake fails (``MistakeLedger/mistakes(failing:)``): the
/// mistake in words and the hint written for it, or each of them when several fail the same
/// checks. An attempt that matches no mistake exactly gets no note: the nearest one could name a
/// mistake the reader did not make, and its hint would send them the wrong way.
public enum MistakeNote {
  /// The note's lines, indented as the verdicts are, in the language of `words`; none for no
  /// mistake.
  public static func lines(for mistakes: [Mistake], words: UIText = .english) -> [String] {
    switch mistakes.count {
    case 0:
      return []
    case 1:
      return [
        "  "
          + words(
            "These are the failures of a known mistake: {summary}.",
            ["summary": mistakes[0].summary]),
        "  " + words("Hint for it: {hint}", ["hint": mistakes[0].hint]),
      ]
    default:
      return [
        "  "
          + words(
            "These are the failures of {count} known mistakes:", ["count": "\(mistakes.count)"])
      ]
        + mistakes.flatMap {
          [
            "  - " + words("{summary}.", ["summary": $0.summary]),
            "    " + words("Hint for it: {hint}", ["hint": $0.hint]),
          ]
        }
    }
  }
}
