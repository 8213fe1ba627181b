import Foundation

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
      for term in Set(SearchTokenizer.terms(in: section.title + " " + section.text)) {
        postings[term, default: []].append(index)
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

  /// The script text of `search-index.js`.
  public func script() throws -> String {
    let records = sections.map { section -> [String: String] in
      ["t": section.title, "u": section.url, "x": String(section.text.prefix(240))]
    }
    let payload: [String: Any] = ["sections": records, "terms": postings]
    let data = try JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])
    return "window.workbookSearchIndex = " + String(decoding: data, as: UTF8.self) + ";\n"
  }
}
