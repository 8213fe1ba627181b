import Testing
import WorkbookBase

@testable import WorkbookRender

/// How a block's lines are read: a line's hard break (two spaces or a backslash at its end)
/// found on the bytes as `hasSuffix` finds it by characters, marks and prepended signs beside
/// the spaces and backslashes included.
@Suite struct BlockTextTests {
  /// Generated lines of spaces, backslashes, letters, marks, prepended signs, tabs and `\r\n`.
  static let lines: [Substring] = {
    let pieces = [" ", " ", "\\", "a", "中", "\u{301}", "\u{93F}", "\u{600}", "\t", "\r\n"]
    var random = SeededNumbers(seed: 0x9E37_79B9_7F4A_7C15)
    let generated = (0..<5_000).map { _ in
      Substring((0..<random.next(8)).map { _ in pieces[random.next(pieces.count)] }.joined())
    }
    let chosen: [Substring] = [
      "", " ", "  ", "\\", "a  ", "a\\", "\u{600}  ", "\u{600}\\", "x \u{301} ", "\\\u{301}",
      "\u{600} \\",
    ]
    return chosen + generated
  }()

  @Test func aHardBreakIsFoundOnTheBytesAsByCharacters() {
    for line in Self.lines {
      #expect(line.hasCharacterSuffix("  ") == line.hasSuffix("  "), "\(line.debugDescription)")
      #expect(line.hasCharacterSuffix("\\") == line.hasSuffix("\\"), "\(line.debugDescription)")
    }
  }

  /// A paragraph's first line, any of the generated ones, then a second: the break between
  /// them is hard exactly when the first line ends in two spaces or a backslash as characters,
  /// and then kept as a backslash and a line break.
  @Test func aParagraphKeepsAHardBreakWhereTheCharactersSayOne() {
    for line in Self.lines where !line.utf8.contains(0x0D) && !line.utf8.contains(0x0A) {
      let source = SourceLines(String(line) + "\ntail", path: "x.md")
      let isHardBreak = line.hasSuffix("  ") || line.hasSuffix("\\")
      var first = line.trimmingSpaces
      if isHardBreak, first.hasSuffix("\\") {
        first.removeLast()
        first = first.trimmingSpaces
      }
      #expect(
        BlockText.paragraph(lines: 1, through: 2, column: 1, quoteDepth: 0, in: source)
          == first + (isHardBreak ? "\\\n" : " ") + "tail",
        "\(line.debugDescription)")
    }
  }
}
