import WorkbookBase

/// The lines of a chapter's Markdown, to read what cmark's source positions point at. Line starts
/// are found once with a byte scan; a line's text is cut out only when asked for.
public struct SourceLines {
  let path: String
  private let bytes: [UInt8]
  /// The byte offset where each line starts, plus one past the end.
  private let starts: [Int]

  public init(_ text: String, path: String) {
    self.path = path
    bytes = Array(text.utf8)
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    if starts.last != bytes.count { starts.append(bytes.count + 1) }
    self.starts = starts
  }

  /// Line `line` (1-based) from byte column `column` (1-based) on, without its line ending, or ""
  /// past the end.
  func text(line: Int, from column: Int = 1) -> Substring {
    Substring(String(decoding: bytes[range(line: line, from: column)], as: UTF8.self))
  }

  /// Whether ``text(line:from:)`` holds the ASCII byte `byte`, asked without making the text
  /// (decoding keeps every ASCII byte where it is).
  func contains(_ byte: UInt8, line: Int, from column: Int = 1) -> Bool {
    bytes[range(line: line, from: column)].contains(byte)
  }

  /// The bytes of ``text(line:from:)``.
  private func range(line: Int, from column: Int) -> Range<Int> {
    guard line >= 1, line < starts.count else { return 0..<0 }
    var end = starts[line] - 1
    if end > starts[line - 1], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    let start = min(starts[line - 1] + column - 1, end)
    return start..<end
  }

  func location(line: Int, column: Int) -> SourceLocation {
    SourceLocation(path: path, line: line, column: column)
  }

  /// The first place at or after `line` (up to `lastLine`) where `needle` appears.
  func find(_ needle: String, from line: Int, through lastLine: Int) -> SourceLocation? {
    guard line >= 1 else { return nil }
    for number in line...max(line, lastLine) where number < starts.count {
      let text = self.text(line: number)
      if let range = text.firstByteRange(of: needle) {
        return location(line: number, column: text[..<range.lowerBound].utf8.count + 1)
      }
    }
    return nil
  }
}
