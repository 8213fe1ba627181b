import WorkbookBase
import WorkbookBook

/// A block's Markdown as its author wrote it, read from the chapter's lines: the first line from
/// where cmark says the block starts, each later line without its container's markers (the
/// indentation of a list item, the `>` of each quote around it), all joined by one space, so
/// that rewrapping a paragraph does not change its message. A hard line break (a line ending in
/// a backslash or two spaces) is kept as a backslash and a line break.
enum BlockText {
  /// The text of lines `first...last` of a paragraph starting at `column` on `first` (or, when
  /// `column` is nil, after the markers of `first`, like a later line), inside `quoteDepth`
  /// block quotes.
  static func paragraph(
    lines first: Int, through last: Int, column: Int?, quoteDepth: Int, in source: SourceLines
  ) -> String {
    guard first <= last else { return "" }
    var text = ""
    for number in first...last {
      let line =
        if number == first, let column {
          source.text(line: number, from: column)
        } else {
          withoutMarkers(source.text(line: number), quoteDepth: quoteDepth)
        }
      // Most lines end in neither a space nor a backslash: told by their last byte.
      let end = line.utf8.last
      let isHardBreak =
        number != last && (end == UInt8(ascii: " ") || end == UInt8(ascii: "\\"))
        && (line.hasCharacterSuffix("  ") || line.hasCharacterSuffix("\\"))
      var content = line.trimmingSpaces
      if isHardBreak, content.hasSuffix("\\") {
        content.removeLast()
        content = content.trimmingSpaces
      }
      text += content
      if number != last { text += isHardBreak ? "\\\n" : " " }
    }
    return text
  }

  /// A heading's text: an ATX heading's line without its `#` marks (leading and closing), or a
  /// setext heading's lines without the underline.
  static func heading(_ node: MarkdownNode, in source: SourceLines, quoteDepth: Int) -> String {
    let first = source.text(line: node.startLine, from: node.startColumn)
    guard first.hasPrefix("#") else {
      return paragraph(
        lines: node.startLine, through: node.endLine - 1, column: node.startColumn,
        quoteDepth: quoteDepth, in: source)
    }
    var text = first.drop { $0 == "#" }.trimmingSpaces
    let closing = text.reversed().prefix { $0 == "#" }.count
    if closing > 0 {
      let rest = text.dropLast(closing)
      if rest.isEmpty || rest.hasSuffix(" ") || rest.hasSuffix("\t") {
        text = rest.trimmingSpaces
      }
    }
    return text
  }

  /// A continuation line without leading blanks and the `>` (and the space after it) of each
  /// quote the block is in.
  private static func withoutMarkers(_ line: Substring, quoteDepth: Int) -> Substring {
    var rest = line.drop { $0 == " " || $0 == "\t" }
    for _ in 0..<quoteDepth where rest.hasPrefix(">") {
      rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
    }
    return rest
  }
}
