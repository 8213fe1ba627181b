/// The full-text index, shipped as `search-index.js`: a script that assigns
/// `window.workbookSearchIndex`, so the page can load it with a `<script>` tag from `file://`
/// on the first search, where `fetch` of a local file would be refused.
public struct SearchIndex: Sendable {
  /// One section that holds a term, and the term's ``SearchWeight`` there.
  public struct Posting: Sendable, Hashable {
    public var section: Int
    public var weight: Int
  }

  public var sections: [SearchSection]
  /// Each term and the sections that hold it, in section order.
  public var postings: [String: [Posting]]
  /// The terms that only ever occur as whole identifiers of several humps: a query must name
  /// them whole (see ``SearchTokenizer/Kind``).
  public var names: Set<String>

  /// Indexes `sections`: each section's terms are counted on its own, the sections in
  /// parallel, then the counts are weighed and merged in section order.
  public init(sections: [SearchSection]) {
    self.sections = sections
    let tallies = SectionTally.of(sections)
    var postings: [String: [Posting]] = [:]
    var words = Set<String>()
    var titleTerms: [String: Set<String>] = [:]
    for (index, (section, tally)) in zip(sections, tallies).enumerated() {
      let inPageTitle = titleTerms[section.page] ?? Self.terms(of: section.page, words: &words)
      titleTerms[section.page] = inPageTitle
      words.formUnion(tally.headingWords)
      func post(_ term: String, bodyCount: Int) {
        let weight = SearchWeight.of(
          inPageTitle: inPageTitle.contains(term), inHeading: tally.inHeading.contains(term),
          isOpeningSection: section.heading == nil, bodyCount: bodyCount)
        postings[term, default: []].append(Posting(section: index, weight: weight))
      }
      for (term, entry) in tally.counts {
        if entry.isWord { words.insert(term) }
        post(term, bodyCount: entry.count)
      }
      for term in inPageTitle where tally.counts[term] == nil { post(term, bodyCount: 0) }
      for term in tally.inHeading where tally.counts[term] == nil && !inPageTitle.contains(term) {
        post(term, bodyCount: 0)
      }
    }
    self.postings = postings
    self.names = Set(postings.keys).subtracting(words)
  }

  private static func terms(of title: String, words: inout Set<String>) -> Set<String> {
    var terms = Set<String>()
    SearchTokenizer.forEachTerm(in: title) { term, kind in
      terms.insert(term)
      if kind == .word { words.insert(term) }
    }
    return terms
  }
}
