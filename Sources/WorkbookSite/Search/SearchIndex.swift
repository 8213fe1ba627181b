import WorkbookRender

/// The full-text index, shipped as `search-index.js`: a script that assigns
/// `window.workbookSearchIndex`, so the page can load it with a `<script>` tag from `file://`
/// on the first search, where `fetch` of a local file would be refused.
public struct SearchIndex: Sendable {
  /// One section that holds a term, and the term's ``SearchWeight`` there.
  public struct Posting: Sendable, Hashable {
    public var section: Int
    public var weight: Int
  }

  /// One term of the index: as it was first spelled, the sections that hold it in section
  /// order, and whether it only ever occurs as a whole identifier of several humps, which a
  /// query must name whole (see ``SearchTokenizer/Kind``).
  struct Term: Sendable {
    var spelling: String
    /// A slice of one array that holds every term's postings.
    var postings: ArraySlice<Posting>
    var isName: Bool
  }

  public let sections: [SearchSection]
  /// The terms, ordered by their spelling as Swift orders strings.
  let terms: [Term]

  /// Indexes `sections`: each section's terms are counted, then weighed and posted in section
  /// order, all postings in one list that is then grouped by term, keeping that order.
  public init(sections: [SearchSection]) {
    self.sections = sections
    var table = TermTable()
    var posted: [(term: Int, posting: Posting)] = []
    var spellings: [String?] = []
    var isWord: [Bool] = []
    // The section each term last stood in the page's title or in the heading of: which tells,
    // without hashing, whether it stands there in the section being posted.
    var inTitleOf: [Int] = []
    var inHeadingOf: [Int] = []
    var titleTerms: [String: SectionTally] = [:]
    func grow() {
      let missing = table.count - spellings.count
      guard missing > 0 else { return }
      spellings += Array(repeating: nil, count: missing)
      isWord += Array(repeating: false, count: missing)
      inTitleOf += Array(repeating: -1, count: missing)
      inHeadingOf += Array(repeating: -1, count: missing)
    }
    for (index, section) in sections.enumerated() {
      let title =
        titleTerms[section.page]
        ?? SectionTally(SearchSection(page: "", url: "", text: section.page), terms: &table)
      titleTerms[section.page] = title
      let tally = SectionTally(section, terms: &table)
      grow()
      for entry in title.entries {
        inTitleOf[entry.number] = index
        if entry.isWord { isWord[entry.number] = true }
      }
      for (number, _) in tally.heading { inHeadingOf[number] = index }
      for number in tally.headingWords { isWord[number] = true }
      func post(_ number: Int, _ spelling: Int, bodyCount: Int) {
        let weight = SearchWeight.of(
          inPageTitle: inTitleOf[number] == index, inHeading: inHeadingOf[number] == index,
          isOpeningSection: section.heading == nil, bodyCount: bodyCount)
        posted.append((number, Posting(section: index, weight: weight)))
        if spellings[number] == nil { spellings[number] = table.text(ofSpelling: spelling) }
      }
      for entry in tally.entries {
        if entry.isWord { isWord[entry.number] = true }
        post(entry.number, entry.spelling, bodyCount: entry.count)
      }
      for entry in title.entries where !tally.holds(entry.number, in: table) {
        post(entry.number, entry.spelling, bodyCount: 0)
      }
      for (number, spelling) in tally.heading
      where !tally.holds(number, in: table) && inTitleOf[number] != index {
        post(number, spelling, bodyCount: 0)
      }
    }
    terms = Self.sorted(Self.grouped(posted, spellings: spellings, isWord: isWord))
  }

  /// Each term that has a spelling, with its postings in the order they were posted (section
  /// order), by term number.
  private static func grouped(
    _ posted: [(term: Int, posting: Posting)], spellings: [String?], isWord: [Bool]
  ) -> [Term] {
    var ends = [Int](repeating: 0, count: spellings.count)
    for (term, _) in posted { ends[term] += 1 }
    var next = 0
    for term in ends.indices {
      next += ends[term]
      ends[term] = next
    }
    var grouped = [Posting](repeating: Posting(section: 0, weight: 0), count: posted.count)
    for (term, posting) in posted.reversed() {
      ends[term] -= 1
      grouped[ends[term]] = posting
    }
    return spellings.indices.compactMap { number in
      spellings[number].map { spelling in
        let end = number + 1 < ends.count ? ends[number + 1] : grouped.count
        return Term(
          spelling: spelling, postings: grouped[ends[number]..<end], isName: !isWord[number])
      }
    }
  }

  /// `unsorted` ordered by spelling as Swift orders strings. Terms in NFC sort by their bytes,
  /// which is the order Swift gives them: first by their first sixteen, read as two numbers
  /// (the zeros that pad a short one sort it first; a NUL in a term would only make a tie,
  /// which the comparison of all the bytes settles), and only when those are the same by all
  /// of them. Any other pair is compared as strings.
  private static func sorted(_ unsorted: [Term]) -> [Term] {
    var order = unsorted.indices.map { index in
      var spelling = unsorted[index].spelling
      return spelling.withUTF8 { bytes in
        NFCText.isKnownNFC(bytes)
          ? SortKey(
            leading: leadingBytes(of: bytes, from: 0), following: leadingBytes(of: bytes, from: 8),
            index: index, isNFC: true)
          : SortKey(leading: 0, following: 0, index: index, isNFC: false)
      }
    }
    order.sort { a, b in
      if a.isNFC, b.isNFC {
        if a.leading != b.leading { return a.leading < b.leading }
        if a.following != b.following { return a.following < b.following }
      }
      return precedes(
        unsorted[a.index].spelling, unsorted[b.index].spelling, byBytes: a.isNFC && b.isNFC)
    }
    return order.map { unsorted[$0.index] }
  }

  /// A term to sort: its first sixteen bytes (``leadingBytes(of:from:)``) when it is known
  /// NFC, and where it is.
  private struct SortKey {
    var leading: UInt64
    var following: UInt64
    var index: Int
    var isNFC: Bool
  }

  /// Whether `first` sorts before `second`: by their bytes, or as strings.
  private static func precedes(_ first: String, _ second: String, byBytes: Bool) -> Bool {
    guard byBytes else { return first < second }
    var first = first
    var second = second
    return first.withUTF8 { first in second.withUTF8 { first.precedesBytes(of: $0) } }
  }

  /// The eight bytes of `bytes` from `start` as a big-endian number, padded with zeros:
  /// numbers in the order of the bytes.
  private static func leadingBytes(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt64
  {
    var number: UInt64 = 0
    for index in start..<start + 8 {
      number = number << 8 | UInt64(index < bytes.count ? bytes[index] : 0)
    }
    return number
  }

  /// Each term and the sections that hold it, in section order.
  public var postings: [String: [Posting]] {
    Dictionary(uniqueKeysWithValues: terms.map { ($0.spelling, Array($0.postings)) })
  }

  /// The terms that only ever occur as whole identifiers of several humps: a query must name
  /// them whole (see ``SearchTokenizer/Kind``).
  public var names: Set<String> { Set(terms.filter(\.isName).map(\.spelling)) }
}
