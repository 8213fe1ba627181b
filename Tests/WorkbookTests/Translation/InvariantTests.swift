import Testing

@testable import WorkbookBase
@testable import WorkbookRender

/// A translation cannot change what the book says in code: its code spans, numbers, link
/// addresses, inline HTML and placeholders must be its English's, or the build stops at the
/// translation's line.
@Suite struct InvariantTests {
  static func differences(_ english: String, _ translation: String) -> [String] {
    MessageInvariants(markdown: english).differences(in: MessageInvariants(markdown: translation))
  }

  @Test func keepingEverythingInAnotherOrderIsFine() {
    #expect(
      Self.differences(
        "Call `addObserver` 3 times, see [the list](a.md#b), 1,368 in all.",
        "共 1368 次，见[列表](a.md#b)；调用 `addObserver` 3 次。"
      ).isEmpty)
  }

  @Test func eachKindOfLossOrGainIsNamed() {
    #expect(
      Self.differences("Call `addObserver` twice.", "调用两次。")
        == ["the translation drops the code span `addObserver`"])
    #expect(
      Self.differences("It takes 3 steps.", "它需要 4 步。")
        == [
          "the translation drops the number 3",
          "the translation adds the number 4, which its English does not have",
        ])
    #expect(
      Self.differences("See [here](a.md).", "见[这里](b.md)。")
        == [
          "the translation drops the link address (a.md)",
          "the translation adds the link address (b.md), which its English does not have",
        ])
    #expect(
      Self.differences("{count} results", "个结果")
        == ["the translation drops the placeholder {count}"])
    #expect(
      Self.differences("Press <kbd>/</kbd>.", "按 /。")
        == ["the translation drops the inline HTML </kbd>, <kbd>"])
    #expect(
      Self.differences("One paragraph.", "一段。\n\n两段。")
        == [
          "the translation must be one paragraph of text, like its English (no blank line, no list or heading marker at its start)"
        ])
  }

  @Test func aDroppedCodeSpanIsALocatedErrorAndTheBlockIsNotShown() throws {
    let fixture = try TranslationFixture()
    try fixture.translate(["A counter counts, from `0` up.": "计数器从零开始往上数。"])
    let catalogue = try fixture.book.read(fixture.cataloguePath)
    let line = try #require(
      catalogue.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0 == "msgstr \"计数器从零开始往上数。\""
      })
    #expect(
      fixture.book.diagnostics() == [
        "\(fixture.cataloguePath):\(line + 1):1: error: the translation drops the code span `0` (English at chapters/01-counter.md:3)"
      ])
    #expect(!fixture.book.exists("site/public"))
  }

  /// The same message in several catalogues is checked in each: a translation that differs
  /// from another file's, even only in how its characters are spelled, gets its own diagnostics,
  /// which quote its own bytes.
  @Test func aMessageInSeveralCataloguesIsCheckedInEach() {
    let key = MessageKey(context: nil, id: "Shared with 3 apples.")
    func catalogue(_ translation: String, line: Int) -> Catalogue {
      var entry = CatalogueEntry(key: key, translation: translation)
      entry.translationLocation = SourceLocation(path: "po/\(line).po", line: line, column: 1)
      return Catalogue(header: "", entries: [entry])
    }
    let template = Catalogue(header: "", entries: [CatalogueEntry(key: key)])
    let composed = "`caf\u{E9}`"
    let decomposed = "`cafe\u{301}`"
    let edition = Edition(
      language: "zh-Hans", templates: ["a": template, "b": template, "c": template],
      onDisk: [
        "a": catalogue("有 3 个苹果 \(composed)。", line: 1),
        "b": catalogue("有 3 个苹果 \(decomposed)。", line: 2),
        "c": catalogue("有 4 个苹果。", line: 3),
      ])
    let adds = "the translation adds the code span "
    let notInEnglish = ", which its English does not have"
    #expect(
      edition.problems().map { [Array($0.message.utf8), Array("\($0.location!)".utf8)] } == [
        [Array((adds + composed + notInEnglish).utf8), Array("po/1.po:1:1".utf8)],
        [Array((adds + decomposed + notInEnglish).utf8), Array("po/2.po:2:1".utf8)],
        [Array("the translation drops the number 3".utf8), Array("po/3.po:3:1".utf8)],
        [
          Array("the translation adds the number 4\(notInEnglish)".utf8), Array("po/3.po:3:1".utf8),
        ],
      ])
    #expect(edition.current(key, in: "c") == nil)
  }

  @Test func numbersAreReadAsWritten() {
    #expect(
      MessageInvariants.numbers(in: "1,368 calls in 0.2 s, 10–15 min, step 3.") == [
        "1368", "0.2", "10", "15", "3",
      ])
    #expect(MessageInvariants.numbers(in: "共 1,368 次调用，耗时 0.2 秒（第 3 步）。") == ["1368", "0.2", "3"])
    #expect(
      MessageInvariants.numbers(in: "5\u{301} é 7") == ["7"],
      "a digit a mark joins is a character of its own, not a digit")
    #expect(
      MessageInvariants.placeholders(in: "{{#include a}} and {first page}, {not a: name}") == [
        "{{#include a}}", "{first page}",
      ])
  }
}
