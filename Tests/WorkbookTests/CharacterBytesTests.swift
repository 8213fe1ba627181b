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

  /// Generated pieces of quotes, backslashes, escapes, spaces and text beyond ASCII unquote as
  /// a reading one byte at a time does: the same text, or the same problem at the same offset.
  @Test func quotedPiecesReadAsOneByteAtATime() {
    let parts = ["\"", "\\", "n", "t", "x", "中", " ", "\t", "\\\"", "\\n", "\u{301}", "q"]
    var numbers = SeededNumbers(seed: 62)
    for _ in 0..<5_000 {
      let body = (0..<numbers.next(9)).map { _ in parts[numbers.next(parts.count)] }.joined()
      let piece = Substring(numbers.next(8) == 0 ? body : "\"" + body)
      let described: (Result<String, POString.Problem>) -> String = { result in
        switch result {
        case .success(let text): "text \(Array(text.utf8))"
        case .failure(let problem): "\(problem.message) at \(problem.offset)"
        }
      }
      #expect(
        described(POString.unquote(piece)) == described(Self.unquotedByteByByte(piece)),
        "\(piece.debugDescription)")
    }
  }

  /// A quoted piece read one byte at a time.
  private static func unquotedByteByByte(_ piece: Substring) -> Result<String, POString.Problem> {
    let bytes = Array(piece.utf8)
    guard bytes.first == UInt8(ascii: "\"") else {
      return .failure(POString.Problem("expected '\"'", offset: 0))
    }
    var text: [UInt8] = []
    var offset = 1
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: "\\"):
        guard offset + 1 < bytes.count else {
          return .failure(POString.Problem("unterminated quoted string", offset: 0))
        }
        switch bytes[offset + 1] {
        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "\\"), UInt8(ascii: "\""): text.append(bytes[offset + 1])
        default:
          var end = offset + 2
          while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
          let escape = String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
          return .failure(
            POString.Problem("unknown escape '\\\(escape)' in a quoted string", offset: offset))
        }
        offset += 2
      case UInt8(ascii: "\""):
        guard bytes[(offset + 1)...].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else {
          return .failure(
            POString.Problem("unexpected text after the closing '\"'", offset: offset + 1))
        }
        return .success(String(decoding: text, as: UTF8.self))
      default:
        text.append(bytes[offset])
        offset += 1
      }
    }
    return .failure(POString.Problem("unterminated quoted string", offset: 0))
  }
}
