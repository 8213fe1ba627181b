/// GitHub-style admonitions: a block quote whose first line is an ``AdmonitionMarker`` becomes a
/// titled box; any other quote is left as it is.
enum Admonition {
  /// Replaces an admonition quote by an opening HTML block, its content, and a closing block.
  static func apply(to quote: MarkdownNode, in document: MarkdownDocument) {
    guard let (kind, markerNodes) = AdmonitionMarker.kind(of: quote),
      let paragraph = quote.firstChild
    else {
      return
    }
    for node in markerNodes { document.remove(node) }
    if paragraph.firstChild == nil { document.remove(paragraph) }
    let title = kind.prefix(1) + kind.dropFirst().lowercased()
    let opening = document.makeHTMLBlock(
      "<div class=\"admonition \(kind.lowercased())\"><p class=\"admonition-title\">\(title)</p>")
    document.insert(opening, before: quote)
    for child in quote.children { document.move(child, before: quote) }
    let closing = document.makeHTMLBlock("</div>")
    document.insert(closing, before: quote)
    document.remove(quote)
  }
}
