/// A chapter's Markdown parsed once per build for the walks that only read it: its reading time,
/// measured before any page renders, and its translatable blocks, found after. Nothing edits
/// it: a page's rendering parses its own copy, which it edits.
public final class ParsedChapter: @unchecked Sendable {
  /// The parse; read, never edited (which is what makes sharing it between threads safe).
  let document: MarkdownDocument

  public init(parsing markdown: String) { document = MarkdownDocument(parsing: markdown) }
}
