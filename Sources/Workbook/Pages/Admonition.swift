/// GitHub-style admonitions: a block quote whose first line is `[!NOTE]`, `[!TIP]`,
/// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` becomes a titled box; any other quote is left as
/// it is.
enum Admonition {
  static let kinds = ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"]

  /// The marker's kind if `quote` starts with one; cmark splits `[!NOTE]` into several text
  /// nodes, so the leading text nodes up to the first line break are joined to read it.
  static func kind(of quote: MarkdownNode) -> (kind: String, markerNodes: [MarkdownNode])? {
    guard let paragraph = quote.firstChild, paragraph.kind == .paragraph else { return nil }
    var marker = ""
    var nodes: [MarkdownNode] = []
    for child in paragraph.children {
      if child.kind == .softBreak || child.kind == .lineBreak {
        nodes.append(child)
        break
      }
      guard child.kind == .text else { return nil }
      marker += child.literal
      nodes.append(child)
    }
    let trimmed = marker.trimmingSpaces
    guard trimmed.hasPrefix("[!"), trimmed.hasSuffix("]") else { return nil }
    let kind = String(trimmed.dropFirst(2).dropLast())
    return kinds.contains(kind) ? (kind, nodes) : nil
  }

  /// Replaces an admonition quote by an opening HTML block, its content, and a closing block.
  static func apply(to quote: MarkdownNode, in document: MarkdownDocument) {
    guard let (kind, markerNodes) = kind(of: quote), let paragraph = quote.firstChild else {
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
