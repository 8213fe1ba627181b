import Foundation
import Testing

@testable import WorkbookBook
@testable import WorkbookRender
@testable import WorkbookSite

/// What `workbook i18n extract` takes from a chapter and from the record files.
@Suite struct ExtractionTests {
  @Test func oneMessagePerBlockWithoutDirectivesOrMarkers() throws {
    let fixture = try TranslationFixture()
    let template = try #require(try fixture.book.builder.translationTemplates()["01-counter"])
    let ids = template.entries.map(\.key.id)
    #expect(ids == Array(TranslationFixture.chineseOrder))
    #expect(!ids.contains { $0.contains("{{#") || $0.contains("[!NOTE]") })
    let kinds = template.entries.map { $0.extractedComments.first ?? "" }
    #expect(kinds.filter { $0 == "list item" }.count == 2)
    #expect(kinds.filter { $0 == "quote" }.count == 1)
    #expect(kinds.filter { $0 == "table cell" }.count == 3, "the cell `value` has no word")
  }

  @Test func aBlockBesideADirectiveHasItsEvidenceAsContext() throws {
    let fixture = try TranslationFixture()
    let template = try #require(try fixture.book.builder.translationTemplates()["01-counter"])
    func entry(_ id: String) throws -> CatalogueEntry {
      try #require(template.entries.first { $0.key.id == id })
    }
    let before = try entry("The method below adds 1 to `value`:")
    #expect(before.key.context?.hasPrefix("beside ") == true)
    #expect(
      before.extractedComments.contains(
        "beside: {{#include Sources/Demo/Counter.swift:increment}}"))
    #expect(before.references == ["chapters/01-counter.md:7"])
    let listItem = try entry("It never checks for overflow.")
    #expect(listItem.key.context == before.key.context, "a list after the include sits beside it")
    #expect(try entry("Nothing else changes the count.").key.context == nil)
    #expect(try entry("The listing").key.context == nil, "a heading names a topic")
  }

  @Test func lineBreaksInsideAParagraphAreOneSpace() {
    let markdown = "Line one\nline two,\n> quoted\n\n- item\n  continued\n"
    let blocks = BlockExtractor(
      source: SourceLines(markdown, path: "c.md"), directiveEvidence: [:]
    ).blocks(in: ParsedChapter(parsing: markdown))
    #expect(blocks.map(\.text) == ["Line one line two,", "quoted", "item continued"])
  }

  @Test func blocksWithoutWordsAreNoMessages() {
    #expect(!BlockExtractor.hasWords("`value` 42 [](x.md)"))
    #expect(BlockExtractor.hasWords("`value` is 42"))
    #expect(BlockExtractor.hasWords("计数"))
  }

  @Test func recordFilesGiveTitlesStatementsAndNotes() throws {
    let fixture = try TranslationFixture()
    let templates = try fixture.book.builder.translationTemplates()
    let toc = try #require(templates["book.toc"])
    #expect(
      toc.entries.map(\.key)
        == ["Fixture Book", "Welcome", "Chapters", "The counter", "Claims"]
        .map { MessageKey(context: nil, id: $0) })
    let claims = try #require(templates["claims.ledger"])
    #expect(
      claims.entries.map(\.key) == [
        MessageKey(context: "claim counter-starts-at-zero", id: "A new counter starts at zero."),
        MessageKey(context: "claim counter-starts-at-zero", id: "Checked by one test."),
        MessageKey(context: "claim counter-never-wraps", id: "Incrementing never overflows."),
      ])
    #expect(claims.entries[0].references == ["chapters/claims.ledger:4"])
    let interface = try #require(templates["site.ui"])
    #expect(interface.entries.first?.key == SiteBuilder.languageName)
    #expect(interface.entries.contains { $0.key.id == "Skip to the text" })
  }

  @Test func updateWritesTemplatesAndCataloguesThatReadBack() throws {
    let fixture = try TranslationFixture()
    for name in ["01-counter", "index", "book.toc", "claims.ledger", "site.ui"] {
      let template = try fixture.book.read("chapters/po/\(name).pot")
      #expect(template.contains("\"Content-Type: text/plain; charset=UTF-8\\n\""))
      let catalogue = try CatalogueParser.parse(
        fixture.book.read("chapters/po/zh-Hans/\(name).po"), path: name)
      #expect(catalogue.headerField("Language") == "zh_Hans")
      #expect(catalogue.entries.allSatisfy { $0.translation.isEmpty })
    }
  }
}

extension TranslationFixture {
  /// The chapter's messages in order.
  static let chineseOrder = [
    "The counter", "A counter counts, from `0` up.", "The listing",
    "The method below adds 1 to `value`:", "It never checks for overflow.", "It is `mutating`.",
    "Counters are values.", "Counter", "Meaning", "the count", "Nothing else changes the count.",
    "Its tests",
  ]
}
