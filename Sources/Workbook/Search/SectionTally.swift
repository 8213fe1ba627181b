/// One section's terms by number (``TermTable``): how often the text (and a heading that is a
/// sentence) holds each term and whether the term ever stands there as a word, and the terms of
/// a short heading, which weigh as a heading's. Each term keeps the spelling it first has in the
/// section, in the order the section first spells them.
struct SectionTally {
  /// A term of the text: its number, its first spelling, its count and whether it ever stands
  /// as a word.
  struct Entry {
    var number: Int
    var spelling: String
    var count: Int
    var isWord: Bool
  }

  private(set) var entries: [Entry] = []
  /// Where each term's entry is in ``entries``, by its number.
  private var positions: [Int: Int] = [:]
  /// The terms of a short heading, by number with their first spelling, in order.
  private(set) var heading: [(number: Int, spelling: String)] = []
  private(set) var inHeading: Set<Int> = []
  /// The terms of ``heading`` that stand there as words.
  private(set) var headingWords: Set<Int> = []

  init(_ section: SearchSection, terms: inout TermTable) {
    SearchTokenizer.forEachTerm(in: section.text) { tally($0, $1, &terms) }
    guard let heading = section.heading else { return }
    if SearchWeight.isSentence(heading) {
      SearchTokenizer.forEachTerm(in: heading) { tally($0, $1, &terms) }
    } else {
      SearchTokenizer.forEachTerm(in: heading) { spelling, kind in
        let number = terms.number(of: spelling)
        if inHeading.insert(number).inserted { self.heading.append((number, spelling)) }
        if kind == .word { headingWords.insert(number) }
      }
    }
  }

  /// The count of the text's term numbered `number`, if the text has it.
  func count(of number: Int) -> Int? {
    positions[number].map { entries[$0].count }
  }

  /// One more occurrence: a single dictionary access per word of the text.
  private mutating func tally(
    _ spelling: String, _ kind: SearchTokenizer.Kind, _ terms: inout TermTable
  ) {
    let number = terms.number(of: spelling)
    if let position = positions[number] {
      entries[position].count += 1
      if kind == .word { entries[position].isWord = true }
    } else {
      positions[number] = entries.count
      entries.append(Entry(number: number, spelling: spelling, count: 1, isWord: kind == .word))
    }
  }
}
