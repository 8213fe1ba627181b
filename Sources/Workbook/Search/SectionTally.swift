/// One section's terms, counted on their own so that sections can be counted in parallel: how
/// often the text (and a heading that is a sentence) holds each term and whether the term ever
/// stands there as a word, and the terms of a short heading, which weigh as a heading's.
struct SectionTally: Sendable {
  var counts: [String: (count: Int, isWord: Bool)] = [:]
  var inHeading: Set<String> = []
  /// The terms of ``inHeading`` that stand there as words.
  var headingWords: Set<String> = []

  init(_ section: SearchSection) {
    func tally(_ term: String, _ kind: SearchTokenizer.Kind) {
      Self.count(kind, in: &counts[term, default: (0, false)])
    }
    SearchTokenizer.forEachTerm(in: section.text, tally)
    guard let heading = section.heading else { return }
    if SearchWeight.isSentence(heading) {
      SearchTokenizer.forEachTerm(in: heading, tally)
    } else {
      SearchTokenizer.forEachTerm(in: heading) { term, kind in
        inHeading.insert(term)
        if kind == .word { headingWords.insert(term) }
      }
    }
  }

  /// One more occurrence: a single dictionary access per word of the text.
  private static func count(
    _ kind: SearchTokenizer.Kind, in entry: inout (count: Int, isWord: Bool)
  ) {
    entry.count += 1
    if kind == .word { entry.isWord = true }
  }

  /// The tallies of `sections`, in order, counted on as many threads as the machine offers.
  static func of(_ sections: [SearchSection]) -> [SectionTally] {
    inParallel(sections.count) { SectionTally(sections[$0]) }
  }

}
