import Testing

@testable import WorkbookBase

/// Trimming spaces and tabs on the bytes answers as trimming them by characters does.
@Suite struct TrimmingSpacesTests {
  /// The trim read by characters, as the generator did before reading bytes.
  private func byCharacters(_ text: Substring) -> String {
    let start = text.drop(while: { $0 == " " || $0 == "\t" })
    var end = start.endIndex
    while end > start.startIndex, [" ", "\t"].contains(start[start.index(before: end)]) {
      end = start.index(before: end)
    }
    return String(start[..<end])
  }

  @Test(arguments: [
    "", " ", " \t ", "a", "  a b\t", "\ta\t", "\u{3000}a\u{3000}", "  \u{301}a ", " \u{301}",
    "a\u{600} ", "a \u{600} ", "\u{600}  ", "é  ", "  e\u{301}", " \r\n ", "a\u{200D} ",
  ])
  func theBytesAgreeWithTheCharacters(_ text: String) {
    #expect(text.trimmingSpaces == byCharacters(text[...]))
    let inner = "x\(text)y".dropFirst().dropLast()
    #expect(inner.trimmingSpaces == byCharacters(inner))
  }

  @Test func generatedLinesTrimAsByCharacters() {
    for line in CharacterBytesTests.lines {
      #expect(line.trimmingSpaces == byCharacters(line), "\(line.debugDescription)")
    }
  }

  @Test func aSpaceAMarkOrAPrependedSignJoinsStays() {
    #expect("  \u{301}a ".trimmingSpaces == " \u{301}a")
    #expect("a\u{600} ".trimmingSpaces == "a\u{600} ")
    #expect(" \t plain \t".trimmingSpaces == "plain")
  }
}
