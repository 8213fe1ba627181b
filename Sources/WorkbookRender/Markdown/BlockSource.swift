import WorkbookBase
import WorkbookBook

/// What a chapter's blocks are, read from their source lines where cmark (plain CommonMark) does
/// not say: a paragraph that is one directive, and a paragraph that is a pipe table. The chapter's
/// walk and the translation's extraction ask the same questions, so they share the answers.
extension SourceLines {
  /// The paragraph's line if the paragraph is one line starting with `{{#`: a directive (well
  /// formed or not, which ``Directive/parse(line:at:)`` decides).
  func directiveLine(of paragraph: MarkdownNode) -> Substring? {
    guard paragraph.kind == .paragraph, paragraph.startLine == paragraph.endLine else {
      return nil
    }
    let line = text(line: paragraph.startLine, from: paragraph.startColumn)
    return line.trimmingSpaces.hasPrefix("{{#") ? line : nil
  }

  /// The paragraph's lines, each from the paragraph's start column, if it is meant as a table.
  func tableLines(of paragraph: MarkdownNode) -> [Substring]? {
    // A table's first two lines hold a `|` (``PipeTable/isTable(_:)``): most paragraphs are
    // ruled out on their bytes, before any line is made.
    let pipe = UInt8(ascii: "|")
    guard paragraph.kind == .paragraph, paragraph.endLine > paragraph.startLine,
      contains(pipe, line: paragraph.startLine, from: paragraph.startColumn),
      contains(pipe, line: paragraph.startLine + 1, from: paragraph.startColumn)
    else {
      return nil
    }
    let lines = (paragraph.startLine...paragraph.endLine).map {
      text(line: $0, from: paragraph.startColumn)
    }
    return PipeTable.isTable(lines) ? lines : nil
  }
}
