import WorkbookBase
import WorkbookBook

/// The translatable fields of the book's record files that readers see: the titles in the table
/// of contents (the book's, each part's and each page's), each claim's statement and note, each
/// exercise's title, task and hints, and each known mistake's summary and hint (which
/// `workbook exercise run` shows). A field's message has its record as context
/// (`claim C001-1`), so the translator sees what it belongs to; the table of contents' titles
/// have none, as a title means the same wherever it stands.
public enum LedgerMessages {
  /// Which fields of which records a file's messages come from.
  public struct Rule: Sendable {
    /// The head keys whose own value is a message (`book`, `part`).
    var translatedHeads: Set<String> = []
    /// For records with these head keys, the fields whose values are messages.
    var recordKinds: Set<String>
    var fields: Set<String>
    /// Whether a field's message names its record as context.
    var contextFromRecord: Bool

    public static let tableOfContents = Rule(
      translatedHeads: ["book", "part"], recordKinds: ["chapter", "appendix"], fields: ["title"],
      contextFromRecord: false)
    public static let claims = Rule(
      recordKinds: ["claim"], fields: ["says", "note"], contextFromRecord: true)
    public static let exercises = Rule(
      recordKinds: ["exercise"], fields: ["title", "task", "hint"], contextFromRecord: true)
    public static let mistakes = Rule(
      recordKinds: ["mistake"], fields: ["summary", "hint"], contextFromRecord: true)
  }

  /// The messages of the record file `text`, read from `path`, in file order.
  public static func entries(of text: String, path: String, rule: Rule) throws(Diagnostic)
    -> [CatalogueEntry]
  {
    var entries: [CatalogueEntry] = []
    for record in try RecordFile(parsing: text, path: path).records {
      let head = record.head
      if rule.translatedHeads.contains(head.key) {
        entries.append(entry(head.value, context: nil, at: head.valueLocation, field: head.key))
      }
      guard rule.recordKinds.contains(head.key) else { continue }
      let context = rule.contextFromRecord ? "\(head.key) \(head.value)" : nil
      for field in record.fields where rule.fields.contains(field.key) {
        entries.append(
          entry(
            field.value, context: context, at: field.valueLocation,
            field: "\(head.key) \(head.value): \(field.key)"))
      }
    }
    return entries.filter { BlockExtractor.hasWords($0.key.id) }
  }

  private static func entry(
    _ text: String, context: String?, at location: SourceLocation, field: String
  ) -> CatalogueEntry {
    var entry = CatalogueEntry(key: MessageKey(context: context, id: text))
    entry.extractedComments = [field]
    entry.references = ["\(location.path):\(location.line)"]
    return entry
  }
}
