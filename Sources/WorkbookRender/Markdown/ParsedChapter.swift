/// A chapter's Markdown parsed once per build for the walks that only read it: exercise
/// placement and reading time, measured before any page renders, and its translatable blocks,
/// found after. It offers only reading: a page's rendering edits its own copy, a fresh parse or
/// this one once nothing reads it any longer (``SourceFiles/parsedForEditing(_:markdown:)``).
/// That nothing edits the parse while it is shared is what makes sharing it between threads safe.
public final class ParsedChapter: @unchecked Sendable {
  let document: MarkdownDocument

  public init(parsing markdown: String) { document = MarkdownDocument(parsing: markdown) }

  /// The document's root node, to walk.
  var root: MarkdownNode { document.document }

  /// Every node, parents before children, in document order.
  func allNodes() -> [MarkdownNode] { document.allNodes() }
}
