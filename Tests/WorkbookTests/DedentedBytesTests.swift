import Testing

@testable import WorkbookBase

/// Removing the common indentation on the bytes answers as the lines read as `Substring`s do,
/// or declines where only characters can tell.
@Suite struct DedentedBytesTests {
  /// The reading `DedentedBytes` stands in for.
  private func byLines(_ text: String) -> String {
    text.lines.dedented.joined(separator: "\n")
  }

  private func byBytes(_ text: String) -> String? {
    var text = text
    return text.withUTF8 { DedentedBytes.dedented($0) }.map { String(decoding: $0, as: UTF8.self) }
  }

  @Test(arguments: [
    "", "\n", "  a\n    b\n  c", "\ta\n\t\tb", "  a\n\n  b\n", "   \n  a\n \t \n  b", "a\n  b",
    "  a\r\n  b\r\n", "  é\n  a", "    x\n  \u{301}y", "  a\n  ", "\t \ta\n\t  b",
  ])
  func theBytesAgreeWithTheLines(_ text: String) {
    if let bytes = byBytes(text) {
      #expect(bytes == byLines(text), "\(text.debugDescription)")
    } else {
      // Declined: a line's text starts beyond ASCII.
      #expect(
        text.lines.contains {
          $0.drop { $0 == " " || $0 == "\t" }.first.map { !$0.isASCII } == true
        })
    }
  }

  @Test func generatedTextsDedentAsByLinesOrAreDeclined() {
    let lines = CharacterBytesTests.lines
    var compared = 0
    for index in lines.indices.dropLast() {
      let text = "  \(lines[index])\n\t \(lines[index + 1])\n   "
      guard let bytes = byBytes(text) else { continue }
      #expect(bytes == byLines(text), "\(text.debugDescription)")
      compared += 1
    }
    // Enough generated texts are read on the bytes for the comparison to mean something.
    #expect(compared > 1_000)
  }

  @Test func aLineStartingBeyondASCIIIsLeftToTheCharacters() {
    #expect(byBytes("  a\n  é") == nil)
    #expect(byBytes("  a\n  \u{301}b") == nil)
    #expect(byBytes("  a\n   b") == "a\n b")
  }
}
