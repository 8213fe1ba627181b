import WorkbookBase
import WorkbookBook

/// The first line of a GitHub-style admonition: a block quote whose first paragraph starts with
/// `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` alone on its line.
enum AdmonitionMarker {
  static let kinds = ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"]

  /// The marker's kind if `quote` starts with one, and the nodes that spell it (its line break
  /// included); cmark splits `[!NOTE]` into several text nodes, so the leading text nodes up to
  /// the first line break are joined to read it.
  static func kind(of quote: MarkdownNode) -> (kind: String, markerNodes: [MarkdownNode])? {
    guard quote.kind == .blockQuote, let paragraph = quote.firstChild,
      paragraph.kind == .paragraph
    else { return nil }
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
}
