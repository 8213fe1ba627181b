import WorkbookRender

/// One section's terms by number (``TermTable``): how often the text (and a heading that is a
/// sentence) holds each term and whether the term ever stands there as a word, and the terms of
/// a short heading, which weigh as a heading's. Each term keeps the spelling it first has in the
/// section (its number in the ``TermTable``), in the order the section first spells them.
struct SectionTally {
  /// A term of the text: its number, its first spelling's number, its count and whether it
  /// ever stands as a word.
  struct Entry {
    var number: Int
    var spelling: Int
    var count: Int
    var isWord: Bool
  }

  /// What marks this tally's terms in the table's scratch space.
  let id: Int
  private(set) var entries: [Entry] = []
  /// The terms of a short heading, by number with their first spelling's, in order.
  private(set) var heading: [(number: Int, spelling: Int)] = []
  /// The terms of ``heading`` that stand there as words.
  private(set) var headingWords: [Int] = []

  init(_ section: SearchSection, terms: inout TermTable) {
    id = terms.newTally()
    // The book's sections have a term to every 11 bytes of English text and 6 of Chinese (a
    // tenth of them to every 6.5 and 3.8): with room for one to every 4, the list seldom grows.
    entries.reserveCapacity(section.text.utf8.count / 4)
    SearchTokenizer.forEachTerm(in: section.text) { tally($0, $1, &terms) }
    guard let heading = section.heading else { return }
    if SearchWeight.isSentence(heading) {
      SearchTokenizer.forEachTerm(in: heading) { tally($0, $1, &terms) }
    } else {
      SearchTokenizer.forEachTerm(in: heading) { bytes, kind in
        let (number, spelling) = terms.look(up: bytes)
        if !self.heading.contains(where: { $0.number == number }) {
          self.heading.append((number, spelling))
        }
        if kind == .word { headingWords.append(number) }
      }
    }
  }

  /// Whether the text holds term `number`; asked of the latest tally only, whose marks in the
  /// table's scratch space no later tally has overwritten.
  func holds(_ number: Int, in terms: TermTable) -> Bool {
    terms.entry(of: number, in: id) != nil
  }

  /// One more occurrence.
  private mutating func tally(
    _ bytes: UnsafeBufferPointer<UInt8>, _ kind: SearchTokenizer.Kind,
    _ terms: inout TermTable
  ) {
    let (number, spelling) = terms.look(up: bytes)
    if let position = terms.entry(of: number, in: id) {
      entries[position].count += 1
      if kind == .word { entries[position].isWord = true }
    } else {
      terms.place(number, at: entries.count, in: id)
      entries.append(
        Entry(number: number, spelling: spelling, count: 1, isWord: kind == .word))
    }
  }
}
