import WorkbookBase

/// One piece of a chapter that a translator translates as a whole: a heading, a paragraph (on
/// its own, in a list item or in a quote), a table cell, or the title of a figure a directive
/// draws. Directives themselves, code blocks and HTML are never blocks: they are shown as they
/// are in every language.
public struct TranslatableBlock: Sendable, Hashable {
  public enum Kind: String, Sendable {
    case heading, paragraph
    case listItem = "list item"
    case quote = "quote"
    case tableCell = "table cell"
    /// The `title="…"` of a directive that draws a figure.
    case figureTitle = "figure title"
  }

  /// The context of a figure title's message: it must never hold a `"`, which would end it.
  public static let figureTitleContext = "figure title"

  public var kind: Kind
  /// Where the block's text starts in the chapter: it also names the block when the chapter
  /// is rendered again in another language.
  public var location: SourceLocation
  /// The block's Markdown as written, without its container's markers (`#`, `-`, `>`, `|`),
  /// lines joined by one space: the message's English.
  public var text: String
  /// The directives standing beside the block, as written: what its translation also depends on.
  public var beside: [String]
  /// A fingerprint of what those directives show, or nil when none stands beside the block. A
  /// translation made when it was different is out of date even if the English text is not.
  public var evidence: String?

  /// The message's key in a catalogue: the English text, with the evidence as its context.
  public var key: MessageKey {
    if kind == .figureTitle { return MessageKey(context: Self.figureTitleContext, id: text) }
    return MessageKey(context: evidence.map { "beside \($0)" }, id: text)
  }
}
