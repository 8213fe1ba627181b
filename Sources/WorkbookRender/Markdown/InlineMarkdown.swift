import WorkbookBase

/// A short piece of Markdown (a table cell) parsed by cmark as inline content only: if cmark
/// would read it as another block (a list item, a heading, a quote), its first marker is escaped
/// and it is parsed again, so the text always renders as a paragraph's inlines without the `<p>`.
enum InlineMarkdown {
  /// The rendered HTML and the text a reader sees.
  struct Rendered {
    var html: HTMLFragment
    var plainText: String
  }

  /// Renders `text`; `visitLink` sees each link and image node first (to rewrite its address).
  static func render(_ text: String, visitLink: (MarkdownNode) -> Void = { _ in }) -> Rendered {
    guard !text.isEmpty else { return Rendered(html: .empty, plainText: "") }
    var document = MarkdownDocument(parsing: text)
    if paragraph(of: document) == nil {
      document = MarkdownDocument(parsing: escapingBlockMarker(text))
    }
    guard let paragraph = paragraph(of: document) else {
      return Rendered(html: HTMLFragment { $0.text(text) }, plainText: text)
    }
    for node in document.allNodes() where node.kind == .link || node.kind == .image {
      visitLink(node)
    }
    var html = document.renderHTML(paragraph)
    if html.hasPrefix("<p>") { html.removeFirst(3) }
    while html.hasSuffix("\n") { html.removeLast() }
    if html.hasSuffix("</p>") { html.removeLast(4) }
    return Rendered(html: HTMLFragment { $0.raw(html) }, plainText: paragraph.plainText)
  }

  /// The text a reader sees in `text` once rendered.
  static func plainText(_ text: String) -> String { render(text).plainText }

  /// The document's only block, if it is a paragraph.
  private static func paragraph(of document: MarkdownDocument) -> MarkdownNode? {
    let blocks = document.document.children
    guard blocks.count == 1, blocks[0].kind == .paragraph else { return nil }
    return blocks[0]
  }

  /// `text` with a backslash before the marker that starts a block: the first character, or the
  /// `.` or `)` after the digits of an ordered list's number.
  private static func escapingBlockMarker(_ text: String) -> String {
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty, let after = text.dropFirst(digits.count).first, after == "." || after == ")"
    {
      return digits + "\\" + text.dropFirst(digits.count)
    }
    return "\\" + text
  }
}
