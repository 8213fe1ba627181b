import Testing

@testable import WorkbookBase
@testable import WorkbookRender

/// One implementation per job, right for any text: slugs, dedenting, anchor names and lines.
@Suite struct UnicodeTextTests {
  @Test func aByteSearchFindsTheNeedleAfterTextOfAnyScript() throws {
    let line: Substring = "观察者 é title=\"标题\" title=\"b\""[...]
    let found = try #require(line.firstByteRange(of: "title=\""))
    #expect(line[..<found.lowerBound] == "观察者 é ")
    #expect(line[found.upperBound...].prefix(2) == "标题")
    #expect(line.dropFirst(4).firstByteRange(of: "title=\"") == found)
    #expect(line.firstByteRange(of: "titles") == nil)
    #expect("".firstByteRange(of: "}}") == nil)
  }

  @Test func linesAreCutAtEveryNewlineByte() {
    #expect("é\nü\n".lines == ["é", "ü", ""])
    #expect("a\r\nb\n\nc".lines.map(String.init) == ["a\r", "b", "", "c"])
    #expect(
      "e\u{301}\n\u{301}x".lines.map { Array($0.unicodeScalars) } == [
        ["e", "\u{301}"], ["\u{301}", "x"],
      ])
    #expect("".lines == [""])
  }

  @Test(arguments: [
    ("Raw KVO: the \"isa\" swap!", "raw-kvo-the-isa-swap"),
    ("Más café — ünïcode", "más-café-ünïcode"),
    ("ÉTÉ à Paris", "été-à-paris"),
    ("日本語 テスト", "日本語-テスト"),
    ("e\u{301}te\u{301}", "e\u{301}te\u{301}"),
    ("DemoTests/Arithmetic/doubles", "demotests-arithmetic-doubles"),
    ("→ ✓ ★", "section"),
  ])
  func slugs(_ text: String, _ slug: String) {
    #expect(Slug.make(text) == slug)
  }

  @Test func dedentCountsCharactersWhateverFollowsTheIndentation() {
    #expect(Array<Substring>(["  é", "    ü", "", "  \t"]).dedented == ["é", "  ü", "", ""])
    #expect(Array<Substring>(["\tlet a", "\t\tlet b"]).dedented == ["let a", "\tlet b"])
  }

  @Test func aSpaceJoinedByACombiningMarkIsNotIndentation() {
    // " \u{301}" is one character, not a space: the first line has no indentation.
    #expect(Array<Substring>([" \u{301}x", "  y"]).dedented == [" \u{301}x", "  y"])
  }

  @Test(arguments: [
    ("// ANCHOR: naïve", "ANCHOR:", "naïve"),
    ("/* ANCHOR:\tname*/", "ANCHOR:", "name"),
    ("// ANCHOR_END: 日本 trailing", "ANCHOR_END:", "日本"),
    ("let é = 1 // ANCHOR: after-é", "ANCHOR:", "after-é"),
  ])
  func anchorNames(_ line: String, _ marker: String, _ name: String) {
    #expect(IncludeResolver.markerName(line[...], marker: marker) == name)
  }

  /// An anchor's name read on ASCII bytes is the name its characters give, whatever byte follows.
  @Test func anASCIIAnchorNameIsTheNameOfItsCharacters() {
    let pieces = ["a", " ", "\t", "*", "\r\n", "-", "é", "\u{301}", "x"]
    var rests: [String] = [""]
    for _ in 0..<4 { rests += rests.flatMap { rest in pieces.map { rest + $0 } } }
    rests += (UInt8(0)..<0x80).map { " a" + String(UnicodeScalar($0)) + "b" }
    for rest in Set(rests) {
      #expect(
        IncludeResolver.markerName("// ANCHOR:" + rest, marker: "ANCHOR:")
          == IncludeResolver.characterName(rest[...]), "\(Array(rest.utf8))")
    }
  }
}

/// A link's path and fragment read as a browser reads them.
@Suite struct PercentDecodingTests {
  @Test func escapesBecomeTheirBytesAndTextWithoutAnyStaysAsItIs() {
    #expect("a%20b%C3%A9".percentDecoded == "a b" + "é")
    #expect("état#e\u{301}".percentDecoded == "état#e\u{301}")
    #expect("ch/01.html"[...].percentDecoded == "ch/01.html")
    #expect("".percentDecoded == "")
    #expect("%zz".percentDecoded == nil)
    #expect("%C3".percentDecoded == nil)
    #expect("50%".percentDecoded == nil)
  }
}
