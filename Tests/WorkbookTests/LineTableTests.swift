import Testing

@testable import WorkbookBase
@testable import WorkbookBook

/// A test file's line table finds its newlines with `memchr`, and a test's shown source looks
/// for `snippet.` with `memchr` on the bytes before it makes any string; both answer as the
/// readings they replace, kept here to compare with, on generated texts.
@Suite struct LineTableTests {
  /// Texts of lines indented with spaces and tabs, blank, starting beyond ASCII or with a mark,
  /// ended by `\n` or `\r\n`, some hiding lines with `// snippet.hide` and `// snippet.show`.
  static let texts: [String] = {
    let pieces = [
      "\n", "\r\n", "  ", "\t", "a", "é", "\u{301}", "中", "{", "}", "// snippet.hide",
      "// snippet.show", "snippet.", "snippet", "\n\n",
    ]
    var random = SeededNumbers(seed: 0x2545_F491_4F6C_DD1D)
    return [""]
      + (0..<3_000).map { _ in
        (0..<random.next(30)).map { _ in pieces[random.next(pieces.count)] }.joined()
      }
  }()

  @Test func everyOffsetIsOnTheLineItsNewlinesBeforeItSay() {
    for text in Self.texts {
      let bytes = Array(text.utf8)
      let table = LineTable(bytes)
      var line = 1
      for offset in 0...bytes.count {
        #expect(table.line(of: offset) == line, "\(text.debugDescription) at \(offset)")
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") { line += 1 }
      }
    }
  }

  @Test func shownSourcesAreAsTheStringReadingMadeThem() {
    var hiding = 0
    for text in Self.texts {
      let bytes = Array(text.utf8)
      let table = LineTable(bytes)
      let lineCount = table.line(of: bytes.count)
      for first in 1...lineCount {
        for last in first...min(first + 3, lineCount) {
          let range = table.start(ofLine: first)..<table.end(ofLine: last)
          let shown = String(decoding: bytes[range], as: UTF8.self)
          if shown.containsBytes(of: "snippet.") { hiding += 1 }
          #expect(
            table.shownSource(of: bytes, lines: first...last) == Self.stringReading(shown),
            "\(text.debugDescription), lines \(first)...\(last)")
        }
      }
    }
    // Enough of them hide lines for both readings to be compared.
    #expect(hiding > 1_000)
  }

  /// How a shown source was made before: a string first, searched for `snippet.` by its bytes.
  private static func stringReading(_ text: String) -> String {
    if text.containsBytes(of: "snippet.") {
      return text.lines.withoutHiddenLines.dedented.joined(separator: "\n")
    }
    var text = text
    return text.withUTF8 { DedentedBytes.dedented($0) }.map { String(decoding: $0, as: UTF8.self) }
      ?? text.lines.dedented.joined(separator: "\n")
  }
}
