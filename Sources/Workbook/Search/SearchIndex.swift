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

  public init(sections: [SearchSection]) {
    self.sections = sections
    var postings: [String: [Posting]] = [:]
    var words = Set<String>()
    var titleTerms: [String: Set<String>] = [:]
    var counts: [String: Int] = [:]
    for (index, section) in sections.enumerated() {
      counts.removeAll(keepingCapacity: true)
      SearchTokenizer.forEachTerm(in: section.text) { term, kind in
        counts[term, default: 0] += 1
        if kind == .word { words.insert(term) }
      }
      let inPageTitle = titleTerms[section.page] ?? Self.terms(of: section.page, words: &words)
      titleTerms[section.page] = inPageTitle
      var inHeading = section.heading.map { Self.terms(of: $0, words: &words) } ?? []
      if let heading = section.heading, SearchWeight.isSentence(heading) {
        for term in inHeading { counts[term, default: 0] += 1 }
        inHeading = []
      }
      for term in Set(counts.keys).union(inPageTitle).union(inHeading) {
        let weight = SearchWeight.of(
          inPageTitle: inPageTitle.contains(term), inHeading: inHeading.contains(term),
          isOpeningSection: section.heading == nil, bodyCount: counts[term] ?? 0)
        postings[term, default: []].append(Posting(section: index, weight: weight))
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

  /// The sections that match every term of `query`, best first, by the rules of ``SearchQuery``.
  public func matches(_ query: String) -> [SearchSection] {
    SearchQuery(query).rank(in: self).map { sections[$0] }
  }
}
