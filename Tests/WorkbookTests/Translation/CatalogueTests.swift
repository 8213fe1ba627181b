import Testing

@testable import WorkbookBase
@testable import WorkbookRender

/// Reading and writing PO files as gettext's tools do.
@Suite struct CatalogueTests {
  static let text = """
    msgid ""
    msgstr ""
    "Language: zh_Hans\\n"
    "Content-Type: text/plain; charset=UTF-8\\n"

    # a translator's note
    #. paragraph
    #: chapters/01-raw-kvo.md:18
    #, fuzzy
    #| msgid "Old \\"English\\""
    msgctxt "beside 0123456789abcdef"
    msgid "New \\"English\\" with `code`"
    msgstr "新的\\t译文"

    msgid ""
    "Two lines:\\n"
    "here"
    msgstr "两行"

    #~ msgid "Gone"
    #~ msgstr "没了"

    """

  /// A line's kind is told by its first characters: a `#` or `~` a combining mark joins is
  /// no marker.
  @Test func aMarkerAMarkJoinsIsNoMarker() throws {
    let obsolete = try CatalogueParser.parse(
      "#~\u{301} x\nmsgid \"a\"\nmsgstr \"b\"\n", path: "x.po")
    #expect(obsolete.entries.map(\.translatorComments) == [["~\u{301} x"]])
    #expect(obsolete.entries.map(\.isObsolete) == [false])
    let error = #expect(throws: Diagnostic.self) {
      try CatalogueParser.parse("#\u{301} note\nmsgid \"a\"\nmsgstr \"b\"\n", path: "x.po")
    }
    #expect(
      error?.description
        == "x.po:1:1: error: expected a comment, 'msgctxt', 'msgid', 'msgstr' or a quoted string, found '#\u{301}'"
    )
  }

  @Test func everyPartOfAnEntryIsRead() throws {
    let catalogue = try CatalogueParser.parse(Self.text, path: "x.po")
    #expect(catalogue.headerField("Language") == "zh_Hans")
    #expect(catalogue.entries.count == 3)
    let first = catalogue.entries[0]
    #expect(first.translatorComments == ["a translator's note"])
    #expect(first.extractedComments == ["paragraph"])
    #expect(first.references == ["chapters/01-raw-kvo.md:18"])
    #expect(first.isFuzzy && !first.isCurrent)
    #expect(first.previous == MessageKey(context: nil, id: "Old \"English\""))
    #expect(
      first.key == MessageKey(context: "beside 0123456789abcdef", id: "New \"English\" with `code`")
    )
    #expect(first.translation == "新的\t译文")
    #expect(first.translationLocation == SourceLocation(path: "x.po", line: 13, column: 1))
    #expect(catalogue.entries[1].key.id == "Two lines:\nhere")
    #expect(catalogue.entries[1].isCurrent)
    #expect(catalogue.entries[2].isObsolete && catalogue.entries[2].translation == "没了")
  }

  @Test func writingThenReadingGivesTheSameCatalogue() throws {
    let catalogue = try CatalogueParser.parse(Self.text, path: "x.po")
    let again = try CatalogueParser.parse(CatalogueWriter.text(of: catalogue), path: "x.po")
    #expect(again.header == catalogue.header)
    #expect(
      again.entries.map { [$0.key.id, $0.key.context ?? "", $0.translation] }
        == catalogue.entries.map { [$0.key.id, $0.key.context ?? "", $0.translation] })
    #expect(again.entries.map(\.previous) == catalogue.entries.map(\.previous))
    #expect(again.entries.map(\.isObsolete) == catalogue.entries.map(\.isObsolete))
  }

  @Test(arguments: [
    ("msgid \"a\"\nmsgstr \"b\\q\"\n", "x.po:2:10: error: unknown escape '\\q' in a quoted string"),
    ("msgid \"a\"\n", "x.po:1:1: error: this entry has no 'msgstr'"),
    (
      "msgid \"a\"\nmsgid_plural \"as\"\n",
      "x.po:2:1: error: plural forms are not supported: the book's messages have no counts"
    ),
    (
      "msgid \"a\"\nmsgstr \"\"\n\nmsgid \"a\"\nmsgstr \"\"\n",
      "x.po:4:1: error: this message is already in the file (line 1): a message may appear once"
    ),
    ("msgid \"a\nmsgstr \"\"\n", "x.po:1:7: error: unterminated quoted string"),
  ])
  func aBrokenFileIsALocatedError(text: String, expected: String) {
    #expect(throws: Diagnostic.self) { try CatalogueParser.parse(text, path: "x.po") }
    do {
      _ = try CatalogueParser.parse(text, path: "x.po")
    } catch {
      #expect(error.description == expected)
    }
  }
}
