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
