import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookRender
@testable import WorkbookSite

/// A translated block is shown while its English and the directives beside it are unchanged;
/// then it is shown in English with a notice, and `check` lists it.
@Suite struct StalenessTests {
  static let staleNotice = "英文原文已更新"

  /// The fixture with every block of the chapter translated, and the site's words too.
  static func translated() throws -> TranslationFixture {
    let fixture = try TranslationFixture()
    try fixture.translate(TranslationFixture.chinese)
    try fixture.translate(
      [
        "The English has changed since this was translated": Self.staleNotice,
        "Not translated yet": "尚未翻译",
      ], in: "chapters/po/zh-Hans/site.ui.po")
    return fixture
  }

  /// The paragraphs and list items of a page's content that carry a notice.
  static func marked(_ html: String) -> [String] {
    html.split(separator: "\n").filter { $0.contains("class=\"translation-notice\"") }.map(
      String.init)
  }

  @Test func aFullyTranslatedChapterIsCurrentAndInChinese() throws {
    let fixture = try Self.translated()
    let page = try fixture.chinesePage()
    #expect(page.contains("<html lang=\"zh-Hans\""))
    #expect(page.contains("<p>计数器从 <code>0</code> 开始往上数。</p>"))
    #expect(page.contains("<h1 id=\"the-counter\">计数器</h1>"), "the anchor stays English")
    #expect(page.contains("id=\"the-listing\">代码</h2>"))
    #expect(page.contains("<th>含义</th>"))
    #expect(Self.marked(page).isEmpty)
    let report = try fixture.report()
    let chapter = try #require(report.files.first { $0.source == "chapters/01-counter.md" })
    #expect(chapter.tally == CatalogueTally(current: 12, fuzzy: 0, untranslated: 0))
    #expect(report.stale.isEmpty)
  }

  /// Each untranslated block's notice links to the English of its own section, though a page
  /// writes each notice once per section and reason.
  @Test func untranslatedBlocksInTwoSectionsLinkToTheirOwnSections() throws {
    let fixture = try TranslationFixture()
    var chinese = TranslationFixture.chinese
    chinese["A counter counts, from `0` up."] = nil
    chinese["Nothing else changes the count."] = nil
    try fixture.translate(chinese)
    let marked = Self.marked(try fixture.chinesePage())
    let opening = try #require(marked.first { $0.contains("A counter counts") })
    let listing = try #require(marked.first { $0.contains("Nothing else changes the count.") })
    #expect(listing.contains("href=\"../01-counter.html#the-listing\""))
    #expect(!opening.contains("#the-listing"), "\(opening)")
  }

  @Test func editingAnEnglishParagraphMakesExactlyItsBlockStale() throws {
    let fixture = try Self.translated()
    try fixture.book.write(
      "chapters/01-counter.md",
      TranslationFixture.chapter.replacing(
        "Nothing else changes the count.", with: "Nothing else ever changes the count."))
    let page = try fixture.chinesePage()
    let marked = Self.marked(page)
    #expect(marked.count == 1)
    #expect(
      marked.first?.contains("<span lang=\"en\">Nothing else ever changes the count.</span>")
        == true)
    #expect(marked.first?.contains(Self.staleNotice) == true)
    #expect(marked.first?.contains("href=\"../01-counter.html#the-listing\"") == true)
    #expect(page.contains("下面的方法给 <code>value</code> 加 1："), "its neighbours stay current")
    let report = try fixture.report()
    #expect(
      report.stale.map(\.english) == [
        SourceLocation(path: "chapters/01-counter.md", line: 21, column: 1)
      ])
    #expect(report.stale.first?.translation?.path == fixture.cataloguePath)
  }

  @Test func editingAnIncludedSourceMakesExactlyTheBlocksBesideItStale() throws {
    let fixture = try Self.translated()
    let source = try fixture.book.read("Sources/Demo/Counter.swift")
    try fixture.book.write(
      "Sources/Demo/Counter.swift", source.replacing("value += 1", with: "value &+= 1"))
    let page = try fixture.chinesePage()
    let marked = Self.marked(page)
    #expect(marked.count == 3, "the paragraph before the include and the two list items after it")
    #expect(marked.contains { $0.contains("The method below adds 1 to <code>value</code>:") })
    #expect(marked.contains { $0.contains("It never checks for overflow.") })
    #expect(marked.contains { $0.contains("It is <code>mutating</code>.") })
    #expect(page.contains("别的都不会改变计数。"), "a block away from the include stays current")
    let lines = try fixture.report().stale.map(\.english.line)
    #expect(lines == [7, 11, 12])
  }

  @Test func anEditOutsideTheIncludedRegionChangesNothing() throws {
    let fixture = try Self.translated()
    let source = try fixture.book.read("Sources/Demo/Counter.swift")
    try fixture.book.write(
      "Sources/Demo/Counter.swift", source.replacing("/// Counts things.", with: "/// Counts."))
    #expect(Self.marked(try fixture.chinesePage()).isEmpty)
  }

  @Test func updateKeepsAStaleTranslationAsFuzzyUntilReviewed() throws {
    let fixture = try Self.translated()
    try fixture.book.write(
      "chapters/01-counter.md",
      TranslationFixture.chapter.replacing(
        "Nothing else changes the count.", with: "Nothing else ever changes the count."))
    try fixture.book.builder.updateCatalogues(language: "zh-Hans")
    let catalogue = try fixture.book.read(fixture.cataloguePath)
    #expect(
      catalogue.contains(
        """
        #, fuzzy
        #| msgid "Nothing else changes the count."
        msgid "Nothing else ever changes the count."
        msgstr "别的都不会改变计数。"
        """))
    let reviewed = catalogue.replacing(
      "#, fuzzy\n#| msgid \"Nothing else changes the count.\"\n", with: "")
    try fixture.book.write(fixture.cataloguePath, reviewed)
    #expect(Self.marked(try fixture.chinesePage()).isEmpty)
  }

  @Test func untranslatedBlocksOfAPartlyTranslatedPageSaySo() throws {
    let fixture = try TranslationFixture()
    try fixture.translate(["The counter": "计数器"])
    let page = try fixture.chinesePage()
    #expect(
      Self.marked(page).count == 10,
      "3 paragraphs, 2 headings, 2 list items, the note, 2 table rows")
    #expect(page.contains(">Not translated yet</a>"), "the notice in the site's words")
  }

  @Test func aPageWithNoTranslationIsEnglishUnderOneNotice() throws {
    let fixture = try TranslationFixture()
    let page = try fixture.chinesePage()
    #expect(Self.marked(page).isEmpty, "no notice on each block")
    #expect(
      page.contains("<p class=\"translation-notice page-notice\"><a href=\"../01-counter.html\">"))
    #expect(page.contains("<div lang=\"en\">"))
  }
}
