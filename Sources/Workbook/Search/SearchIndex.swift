/// One searchable section of a page: the text under one heading.
public struct SearchSection: Sendable, Hashable {
  /// "Page title › Section heading".
  public var title: String
  /// The page-relative address, such as `01-raw-kvo.html#the-isa-swap`.
  public var url: String
  public var text: String
}

/// The full-text index, shipped as `search-index.js`: a script that assigns
/// `window.workbookSearchIndex`, so the page can load it with a `<script>` tag from `file://`
/// on the first search, where `fetch` of a local file would be refused.
public struct SearchIndex: Sendable {
  public var sections: [SearchSection]
  /// Each term and the sections (by index) that contain it.
  public var postings: [String: [Int]]

  public init(sections: [SearchSection]) {
    self.sections = sections
    var postings: [String: [Int]] = [:]
    for (index, section) in sections.enumerated() {
      // The title and the text are tokenized apart, as if joined by a space; a term the section
      // already posted is the last index of its list.
      for text in [section.title, section.text] {
        SearchTokenizer.forEachTerm(in: text) { postings[$0, default: []].appendUnlessLast(index) }
      }
    }
    self.postings = postings
  }

  /// The sections whose text holds every term of `query` (whole terms), in section order.
  public func matches(_ query: String) -> [SearchSection] {
    let terms = Set(SearchTokenizer.terms(in: query))
    guard let first = terms.first else { return [] }
    var found = Set(postings[first] ?? [])
    for term in terms.dropFirst() { found.formIntersection(postings[term] ?? []) }
    return found.sorted().map { sections[$0] }
  }

  /// The script text of `search-index.js`: `{"sections": [{"t", "u", "x"}…], "terms": {term:
  /// [section…]}}`, terms in sorted order so the file is the same for the same book.
  public func script() -> String {
    var output: [UInt8] = []
    output.reserveCapacity(64 * sections.count + 16 * postings.count)
    JSONText.raw("window.workbookSearchIndex = {\"sections\":[", into: &output)
    for (index, section) in sections.enumerated() {
      JSONText.raw(index > 0 ? ",{\"t\":" : "{\"t\":", into: &output)
      JSONText.string(section.title, into: &output)
      JSONText.raw(",\"u\":", into: &output)
      JSONText.string(section.url, into: &output)
      JSONText.raw(",\"x\":", into: &output)
      JSONText.string(String(section.text.prefix(240)), into: &output)
      output.append(UInt8(ascii: "}"))
    }
    JSONText.raw("],\"terms\":{", into: &output)
    for (index, (term, sectionIndices)) in postings.sorted(by: { $0.key < $1.key }).enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      JSONText.string(term, into: &output)
      JSONText.raw(":[", into: &output)
      for (position, section) in sectionIndices.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        JSONText.raw(String(section), into: &output)
      }
      output.append(UInt8(ascii: "]"))
    }
    JSONText.raw("}};\n", into: &output)
    return String(decoding: output, as: UTF8.self)
  }
}

extension Array where Element == Int {
  /// Appends `value` unless it is already the last element.
  fileprivate mutating func appendUnlessLast(_ value: Int) {
    if last != value { append(value) }
  }
}
