import WorkbookBase

/// One source the book follows or read: an article, a repository or a document, as the sources
/// ledger names it. What is not known is written `not known` in the ledger and kept as written.
public struct BookSource: Sendable, Hashable {
  /// What kind of source it is.
  public enum Kind: String, Sendable, CaseIterable {
    case article, repository, document
  }

  public var id: String
  public var kind: Kind
  /// An article's own title, in its own language; a repository's owner/name; a document's title.
  public var title: String
  /// The optional fields, by key (`language`, `author`, `site`, `year`, `link`, `basis`, `read`,
  /// `used-in`, `about`, `note`).
  public var fields: [String: String]
  public var declaredAt: SourceLocation

  /// A field's value (or the title), or nil when it is absent or says `not known`.
  public func known(_ key: String) -> String? {
    guard let value = key == "title" ? title : fields[key], !value.isEmpty, value != "not known"
    else { return nil }
    return value
  }
}

/// Reads the sources ledger, a file in `chapters/` in the table of contents' line format:
///
///     source: ID
///       kind: article | repository | document
///       title: the title (an article's own, in its own language)
///       language, author, site, year, link, basis, read, used-in, about, note (optional)
///
/// A claim whose `source:` begins with an ID and a comma (`source: 001, on the three steps`)
/// names that source; the pages then name it in words.
public enum SourcesLedger {
  static let optionalKeys: Set<String> = [
    "language", "author", "site", "year", "link", "basis", "read", "used-in", "about", "note",
  ]

  public static func parse(_ text: String, path: String) throws -> [BookSource] {
    let file = try RecordFile(parsing: text, path: path)
    var collector = DiagnosticCollector()
    var sources: [BookSource] = []
    var seen: Set<String> = []
    for record in file.records {
      let head = record.head
      guard head.key == "source" else {
        collector.report(
          "unknown key '\(head.key)' (a sources entry starts with 'source: ID')",
          at: head.keyLocation)
        continue
      }
      if head.value.isEmpty || head.value.contains(where: { $0 == "," || $0.isWhitespace }) {
        collector.report(
          "a source id is one word without commas, like '001' or 'fbkvocontroller'",
          at: head.valueLocation)
      }
      if !seen.insert(head.value).inserted {
        collector.report("source '\(head.value)' is declared twice", at: head.valueLocation)
      }
      collector.reportFields(record.fields, allowed: optionalKeys.union(["kind", "title"]))
      func field(_ key: String) -> RecordFile.Field? { record.fields.last { $0.key == key } }
      let kindField = field("kind")
      let kind = kindField.flatMap { BookSource.Kind(rawValue: $0.value) }
      if let kindField, kind == nil {
        collector.report(
          "unknown kind '\(kindField.value)' (expected article, repository or document)",
          at: kindField.valueLocation)
      }
      for key in ["kind", "title"] where (field(key)?.value ?? "").isEmpty {
        collector.report("source '\(head.value)' needs a '\(key):' field", at: head.keyLocation)
      }
      if let link = field("link"), link.value != "not known", !link.value.hasPrefix("https://") {
        collector.report(
          "a link is an https:// address or 'not known'", at: link.valueLocation)
      }
      sources.append(
        BookSource(
          id: head.value, kind: kind ?? .article, title: field("title")?.value ?? "",
          fields: Dictionary(
            record.fields.filter { optionalKeys.contains($0.key) }.map { ($0.key, $0.value) },
            uniquingKeysWith: { _, last in last }),
          declaredAt: head.keyLocation))
    }
    try collector.throwIfAny()
    return sources
  }
}
