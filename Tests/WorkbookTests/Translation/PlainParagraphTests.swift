import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookRender

/// A message read on its bytes (``PlainParagraph``) gives the invariants and words cmark's
/// parse gives: on the tricky inputs, on every message of the book's Chinese catalogues and on
/// generated ones.
@Suite struct PlainParagraphTests {
  /// Whether `text`'s shortcut agrees with cmark, and whether it was taken at all.
  static func agrees(_ text: String) -> (agrees: Bool, isPlain: Bool) {
    let parsed = MessageInvariants(parsing: text)
    let words = BlockExtractor.hasWordsParsing(text)
    return (
      MessageInvariants(markdown: text) == parsed && BlockExtractor.hasWords(text) == words,
      PlainParagraph(text) != nil
    )
  }

  @Test func plainTextCodeSpansEmphasisAndSmartPunctuationAreReadOnTheBytes() {
    let plain = [
      "It's 1.5 -- or 1,368... \"quoted\" `code` and *emphasis* or _this_.",
      "` a `", "`  `", "` `", "`a `", "``x`` `` y ``", "`` ` ``", "a `` b ` c", "x ` y",
      "`value` 42", "{count} results", "{a *b* c}", "x *{a}*", "x 1*2*3", "x 1.*2*", "x_y_z 1_000",
      "  three spaces first", "trailing spaces  ", "`x`\u{301}1", "a\u{301} 2", "计数 3 次",
      "’quotes’ “already” — typographic", "]! not a link", "``x`", "x *\u{93F}*", "' \u{93F}",
      "[a](b.md)", "![i](p.png)", "see [1](x.md#a_b) and `[c](d)` 2", "[](e)", "`x [a](b) y`",
      "[*a*](b)", "![a 1.5](p.png) {n}", "[a](b[c)", "` [a](b)", "x [a(b](c%20d)e 3",
    ]
    for text in plain {
      let result = Self.agrees(text)
      #expect(result.isPlain, "\(text)")
      #expect(result.agrees, "\(text)")
    }
  }

  @Test func whatCouldStartAnotherBlockOrInlineGoesToCmark() {
    let parsed = [
      "# heading", "#hash", "*{a}*", "1*2*3", "*\u{93F}*", "> quote", "- item", "+ item", "* item",
      "*emphasis* first",
      "_x_ first", "***", "___", "1. item", "1,368 first", "2) item", "    code", "```code",
      "~~~", "= not setext", "a\nb", "a\n===", "a\tb", "&#49;", "&amp; x", "a \\`b`",
      "\\# x", "<b>x</b>", "<http://x.y>", "", "   ", "a\u{0}b", "[a] (b)", "[a](b c)",
      "[a](<b>)", "[`a`](b)", "[a](b\"c)", "[a]()", "[a](b", "[[a]](b)", "[a]", "[a](é)",
      "[a](b 'c')", "[a]b](c)",
    ]
    for text in parsed {
      let result = Self.agrees(text)
      #expect(!result.isPlain, "\(text)")
      #expect(result.agrees, "\(text)")
    }
  }

  @Test func theReadingFindsWhatCmarkFinds() throws {
    let paragraph = try #require(PlainParagraph("a `` b ` c `x` 3 ` y `"))
    #expect(paragraph.codeSpans == ["c", "3"])
    #expect(paragraph.texts == ["a `` b ", "x", " y `"])
    #expect(PlainParagraph("  a `b`  ")?.texts == ["a ", ""])
    #expect(PlainParagraph("`  `")?.codeSpans == ["  "])
    #expect(PlainParagraph("`b`")?.hasASCIIWord == false)
    #expect(PlainParagraph("计\u{0600}a")?.hasASCIIWord == false)
    #expect(PlainParagraph("计 a")?.hasASCIIWord == true)
    let links = try #require(PlainParagraph("a [b 1](c.md#x) ![2](d.png)."))
    #expect(links.addresses == ["c.md#x", "d.png"])
    #expect(links.texts == ["a ", "b 1", " !", "2", "."])
    #expect(PlainParagraph("[`](x)`")?.codeSpans == nil, "a backtick in a link's text")
  }

  @Test func everyMessageOfTheBookAgrees() throws {
    let folder = FixtureBook.packageRoot.appending(path: "chapters/po/zh-Hans")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".po") }
    var texts: [String] = []
    for name in names {
      let text = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
      for entry in try CatalogueParser.parse(text, path: name).entries {
        texts += [entry.key.id, entry.translation]
      }
    }
    #expect(texts.count > 1000)
    var plain = 0
    for text in texts {
      let result = Self.agrees(text)
      #expect(result.agrees, "\(text)")
      if result.isPlain { plain += 1 }
    }
    #expect(plain > texts.count / 2)
  }

  @Test func generatedMessagesAgree() {
    let pieces = [
      " ", " ", "a", "Z", "1", "2", ".", ",", "`", "``", "*", "_", "'", "\"", "-", "--", "...",
      "{", "}", "{a}", "x", "\u{301}", "\u{93F}", "é", "中", "\u{0600}", "!", "]", "#", "~", ":",
      "3.5", "1,368", "’", "&#49;", "\\", "[", "<", "](", "(", ")", "[a](", "x.md)", "%", "](x)",
    ]
    var random = SeededNumbers(seed: 0x9E37_79B9_7F4A_7C15)
    var plain = 0
    for _ in 0..<20_000 {
      let text = (0..<random.next(12)).map { _ in pieces[random.next(pieces.count)] }.joined()
      let result = Self.agrees(text)
      #expect(result.agrees, "\(text.debugDescription)")
      if result.isPlain { plain += 1 }
    }
    #expect(plain > 5_000)
  }
}
