import Testing

@testable import WorkbookBase
@testable import WorkbookRender

/// A PO line read on its bytes (``Swift/Substring/split(atCharacter:)`` and its neighbours)
/// gives what the same reading by characters gives, marks and prepended signs beside the
/// spaces, tabs and commas included.
@Suite struct CharacterBytesTests {
  static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }

  static func isBlankCharacter(_ character: Character) -> Bool {
    character == " " || character == "\t"
  }

  /// Generated lines of spaces, tabs, commas, letters, marks, prepended signs and `\r\n`.
  static let lines: [Substring] = {
    let pieces = [
      " ", " ", "\t", ",", "a", "é", "中", "\u{301}", "\u{93F}", "\u{600}", "\r\n", "\r", "#",
    ]
    var random = SeededNumbers(seed: 0x2545_F491_4F6C_DD1D)
    let generated = (0..<5_000).map { _ in
      Substring((0..<random.next(10)).map { _ in pieces[random.next(pieces.count)] }.joined())
    }
    let chosen: [Substring] = [
      "", " ", "a \u{301}b c", "\u{600} x", "x\u{600} ", " \u{301}", "msgid \u{301}\"x\"",
      "a,\u{301}b, c", "\t a \t", "#: one two",
    ]
    return chosen + generated
  }()

  @Test func countsAreTheCharactersBytes() {
    for line in Self.lines {
      #expect(
        line.byteCount(beforeCharacter: Self.isBlank)
          == line.prefix { !Self.isBlankCharacter($0) }.utf8.count, "\(line.debugDescription)")
      #expect(
        line.byteCount(ofLeadingCharacters: Self.isBlank)
          == line.prefix(while: Self.isBlankCharacter).utf8.count, "\(line.debugDescription)")
    }
  }

  @Test func splitsAsByCharacters() {
    for line in Self.lines {
      #expect(
        line.split(atCharacter: UInt8(ascii: " ")) == line.split(separator: " "),
        "\(line.debugDescription)")
      #expect(
        line.split(atCharacter: UInt8(ascii: ",")) == line.split(separator: ","),
        "\(line.debugDescription)")
      let pieces = line.split(atCharacter: UInt8(ascii: ","), omittingEmpty: false)
      let expected = line.split(separator: ",", omittingEmptySubsequences: false)
      #expect(
        pieces.map { Array($0.utf8) } == expected.map { Array($0.utf8) },
        "\(line.debugDescription)")
    }
  }

  @Test func aSpaceAMarkJoinsSeparatesNothing() throws {
    let catalogue = try CatalogueParser.parse(
      "#: a \u{301}b c\n#. \u{301} x \n#, fuzzy,\u{301} y\nmsgid \"a\"\nmsgstr \"b\"\n",
      path: "x.po")
    #expect(catalogue.entries.map(\.references) == [["a \u{301}b", "c"]])
    #expect(catalogue.entries.map(\.extractedComments) == [[" \u{301} x"]])
    #expect(catalogue.entries.map(\.flags) == [["fuzzy,\u{301} y"]])
    let error = #expect(throws: Diagnostic.self) {
      try CatalogueParser.parse("msgid \u{301}\"a\"\nmsgstr \"b\"\n", path: "x.po")
    }
    #expect(
      error?.description
        == "x.po:1:1: error: expected a comment, 'msgctxt', 'msgid', 'msgstr' or a quoted string, found 'msgid \u{301}\"a\"'"
    )
  }

  @Test func quotedPiecesWithAndWithoutEscapes() {
    #expect((try? POString.unquote("\"plain 中文\"  ").get()) == "plain 中文")
    #expect((try? POString.unquote("\"a\\\"b\\\\c\\n\"").get()) == "a\"b\\c\n")
    #expect((try? POString.unquote("\"\\t\"").get()) == "\t")
    #expect((try? POString.unquote("\"\"").get()) == "")
  }
}
