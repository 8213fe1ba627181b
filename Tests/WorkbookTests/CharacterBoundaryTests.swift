import Testing

@testable import WorkbookBase

/// Where characters start, read from a text's bytes: what lets a byte split keep the answers of
/// a split by characters.
@Suite struct CharacterBoundaryTests {
  @Test func theEndsAreBoundariesAndCRLFIsOneCharacter() {
    let text: Substring = "a\r\nb"
    #expect(text.isCharacterBoundary(atByte: 0))
    #expect(text.isCharacterBoundary(atByte: 4))
    #expect(text.isCharacterBoundary(atByte: 2) == false)
    #expect(text.isCharacter(atByte: 0))
    #expect(text.isCharacter(atByte: 1) == false)
  }

  @Test func aMarkJoinsTheByteBeforeItAndAPrependedSignTheByteAfterIt() {
    let marked: Substring = "x \u{301}y"
    #expect(marked.isCharacter(atByte: 1) == false)
    #expect(marked.isCharacter(atByte: 0))
    let prepended: Substring = "\u{600}\"x"
    #expect(prepended.isCharacter(atByte: 2) == false)
  }

  @Test func aSubstringsCharactersStartAtItsOwnStart() {
    let text = "e\u{301}|x"
    let fromTheMark = text[text.utf8.index(after: text.utf8.startIndex)...]
    #expect(fromTheMark.isCharacter(atByte: 2), "the mark stands alone, so the pipe does too")
    #expect(fromTheMark.hasCharacterPrefix("|") == false)
    #expect(fromTheMark.dropFirst().hasCharacterPrefix("|"))
  }

  @Test func anASCIIPrefixIsAPrefixOnlyWhenACharacterStartsAfterIt() {
    #expect(Substring("#~ x").hasCharacterPrefix("#~"))
    #expect(Substring("#~\u{301} x").hasCharacterPrefix("#~") == false)
    #expect(Substring("#").hasCharacterPrefix("#~") == false)
  }
}

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

  @Test func aSpaceAMarkOrAPrependedSignJoinsStays() {
    #expect("  \u{301}a ".trimmingSpaces == " \u{301}a")
    #expect("a\u{600} ".trimmingSpaces == "a\u{600} ")
    #expect(" \t plain \t".trimmingSpaces == "plain")
  }
}
