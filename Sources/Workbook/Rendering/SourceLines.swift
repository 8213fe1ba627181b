/// The lines of a chapter's Markdown, to read what cmark's source positions point at.
struct SourceLines {
  let path: String
  private let lines: [Substring]

  init(_ text: String, path: String) {
    self.path = path
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? $0.dropLast() : $0
    }
  }

  /// Line `line` (1-based) from byte column `column` (1-based) on, or "" past the end.
  func text(line: Int, from column: Int = 1) -> Substring {
    guard line >= 1, line <= lines.count else { return "" }
    let utf8 = lines[line - 1].utf8
    let start = utf8.index(utf8.startIndex, offsetBy: min(column - 1, utf8.count))
    return Substring(utf8[start...])
  }

  func location(line: Int, column: Int) -> SourceLocation {
    SourceLocation(path: path, line: line, column: column)
  }

  /// The first place at or after `line` (up to `lastLine`) where `needle` appears.
  func find(_ needle: String, from line: Int, through lastLine: Int) -> SourceLocation? {
    guard line >= 1 else { return nil }
    for number in line...max(line, min(lastLine, lines.count)) where number <= lines.count {
      if let range = lines[number - 1].firstRange(of: needle) {
        let column = lines[number - 1][..<range.lowerBound].utf8.count + 1
        return location(line: number, column: column)
      }
    }
    return nil
  }
}
