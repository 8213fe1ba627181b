import WorkbookBase
import WorkbookBook

extension ReadingTime {
  /// The reading time of the chapter `parsed`; `directiveTime` gives what a directive standing
  /// alone adds (nothing by default; ``DirectiveRegistry/readingTime(of:in:)`` asks its renderer).
  public static func measure(
    _ parsed: ParsedChapter, directiveTime: (Directive) -> ReadingTime = { _ in .zero }
  ) -> ReadingTime {
    var time = ReadingTime(words: 0, listings: 0)
    var skipping: MarkdownNode?
    parsed.root.walk { node, entering in
      if let skipped = skipping {
        if !entering, skipped == node { skipping = nil }
        return
      }
      guard entering else { return }
      switch node.kind {
      case .codeBlock:
        time.listings += 1
      case .paragraph:
        guard let directive = directive(in: node) else { break }
        time += directiveTime(directive)
        skipping = node
      case .text, .code:
        time.words += wordCount(node.literal)
      default:
        break
      }
    }
    return time
  }

  /// The directive a paragraph holds alone, if it is one.
  private static func directive(in paragraph: MarkdownNode) -> Directive? {
    // A directive stands on one line: a longer paragraph's text is not made.
    guard paragraph.startLine == paragraph.endLine else { return nil }
    let text = paragraph.plainText
    guard text.trimmingSpaces.hasPrefix("{{#") else { return nil }
    let unknown = SourceLocation(path: "", line: 1, column: 1)
    return (try? Directive.parse(line: text, at: unknown)) ?? nil
  }
}
