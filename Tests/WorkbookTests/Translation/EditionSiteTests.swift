import Foundation
import Testing

@testable import WorkbookSite

/// One build writes every language: the pages of a translation in its folder, with its language,
/// a picker to the same page in the others, its words, its own search index and print page.
@Suite struct EditionSiteTests {
  @Test func everyLanguageIsWrittenWithAPickerToTheSamePage() throws {
    let fixture = try StalenessTests.translated()
    try fixture.translate(
      [
        "Contents": "目录", "Copy": "复制", "{count} results": "{count} 个结果",
      ], in: "chapters/po/zh-Hans/site.ui.po")
    var name = try fixture.book.read("chapters/po/zh-Hans/site.ui.po")
    name = name.replacing(
      "msgctxt \"language name\"\nmsgid \"English\"\nmsgstr \"\"",
      with: "msgctxt \"language name\"\nmsgid \"English\"\nmsgstr \"简体中文\"")
    try fixture.book.write("chapters/po/zh-Hans/site.ui.po", name)
    let chinese = try fixture.chinesePage()
    let english = try fixture.book.read("site/public/01-counter.html")
    #expect(english.contains("<html lang=\"en\""))
    #expect(
      english.contains(
        "<a lang=\"zh-Hans\" hreflang=\"zh-Hans\" href=\"zh-Hans/01-counter.html\" data-same-section>简体中文</a>"
      ))
    #expect(
      chinese.contains(
        "<a lang=\"en\" hreflang=\"en\" href=\"../01-counter.html\" data-same-section>English</a>"))
    #expect(chinese.contains("<link rel=\"stylesheet\" href=\"../workbook.css\">"))
    #expect(chinese.contains("☰</span> 目录</label>"))
    #expect(chinese.contains("\"{count} results\":\"{count} 个结果\""), "the scripts' words")
    #expect(chinese.contains(">复制</button>"))
    for file in [
      "zh-Hans/index.html", "zh-Hans/claims.html", "zh-Hans/print.html", "zh-Hans/search-index.js",
      "zh-Hans/404.html",
    ] {
      #expect(fixture.book.exists("site/public/\(file)"), "\(file)")
    }
    let index = try fixture.book.read("site/public/zh-Hans/search-index.js")
    #expect(index.contains("\"计数\""))
    #expect(!(try fixture.book.read("site/public/search-index.js")).contains("计数"))
  }

  @Test func aBookWithoutTranslationsIsOneLanguageWithoutAPicker() throws {
    let book = try FixtureBook()
    let page = try book.buildPage("01-counter.html")
    #expect(!page.contains("class=\"languages\""))
    #expect(!book.exists("site/public/zh-Hans"))
    #expect(try book.builder.check().translations.isEmpty)
  }

  @Test func aTranslationLinksToItsOwnPagesAndTheBooksImages() throws {
    let fixture = try TranslationFixture()
    try fixture.book.write("chapters/images/dot.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    try fixture.book.write(
      "chapters/index.md",
      "# Welcome\n\nStart with [the counter](01-counter.md).\n\n![A dot](images/dot.svg)\n")
    try fixture.book.builder.updateCatalogues(language: "zh-Hans")
    try fixture.translate(
      [
        "Start with [the counter](01-counter.md).": "从[计数器](01-counter.md)开始。",
        "![A dot](images/dot.svg)": "![一个点](images/dot.svg)",
      ],
      in: "chapters/po/zh-Hans/index.po")
    let page = try fixture.book.buildPage("zh-Hans/index.html")
    #expect(page.contains("从<a href=\"01-counter.html\">计数器</a>开始。"))
    #expect(page.contains("<img src=\"../images/dot.svg\" alt=\"一个点\" />"))
  }

  @Test func aFolderThatIsNoLanguageTagIsALocatedError() throws {
    let book = try FixtureBook()
    try book.write("chapters/po/not a tag/x.po", "")
    #expect(
      book.diagnostics() == [
        "chapters/po/not a tag:1:1: error: 'not a tag' is not a language tag such as zh-Hans or pt-BR (letters and digits in parts joined by '-')"
      ])
  }
}

/// The title a `{{#plot}}` or `{{#trace}}` line gives its figure is a message of its own.
@Suite struct FigureTitleTests {
  static func book() throws -> TranslationFixture {
    let fixture = try TranslationFixture()
    try fixture.book.write("chapters/data/time.csv", "n,ns\n1,10\n2,20\n")
    try fixture.book.write(
      "chapters/01-counter.md",
      TranslationFixture.chapter
        + "\n{{#plot chapters/data/time.csv x=n y=ns title=\"Time against n\"}}\n")
    try fixture.book.builder.updateCatalogues(language: "zh-Hans")
    return fixture
  }

  @Test func aFigureTitleIsTranslatedOnTheFigure() throws {
    let fixture = try Self.book()
    let template = try fixture.book.read("chapters/po/01-counter.pot")
    #expect(
      template.contains(
        "#. figure title\n#: chapters/01-counter.md:27\nmsgctxt \"figure title\"\nmsgid \"Time against n\""
      ))
    try fixture.translate(["Time against n": "时间随 n 的变化"])
    let page = try fixture.chinesePage()
    #expect(page.contains("aria-label=\"时间随 n 的变化\""))
    #expect(page.contains("<figcaption>时间随 n 的变化, drawn from"))
  }

  @Test func aQuoteInAFigureTitleIsALocatedError() throws {
    let fixture = try Self.book()
    try fixture.translate(["Time against n": "\"时间\""])
    #expect(
      fixture.book.diagnostics().contains {
        $0.hasPrefix(fixture.cataloguePath)
          && $0.hasSuffix(
            "a figure's title cannot hold '\"', which would end it; write “ ” instead (English at chapters/01-counter.md:27)"
          )
      })
  }
}
