import Foundation
import Testing

@testable import WorkbookRender
@testable import WorkbookSite

/// A fixture book with a chapter written for the translation tests, its zh-Hans catalogues made
/// by `workbook i18n update`, and a way to translate messages in them.
struct TranslationFixture {
  let book: FixtureBook

  /// The chapter: a heading, a paragraph beside an include, a list, an admonition, a table, and
  /// a paragraph far from any directive.
  static let chapter = """
    # The counter

    A counter counts, from `0` up.

    ## The listing

    The method below adds 1 to `value`:

    {{#include Sources/Demo/Counter.swift:increment}}

    - It never checks for overflow.
    - It is `mutating`.

    > [!NOTE]
    > Counters are values.

    | Counter | Meaning |
    | --- | --- |
    | `value` | the count |

    Nothing else changes the count.

    ## Its tests

    {{#test DemoTests/startsAtZero}}

    """

  /// Chinese for every block of ``chapter``, by its English.
  static let chinese: [String: String] = [
    "The counter": "计数器",
    "A counter counts, from `0` up.": "计数器从 `0` 开始往上数。",
    "The listing": "代码",
    "The method below adds 1 to `value`:": "下面的方法给 `value` 加 1：",
    "It never checks for overflow.": "它从不检查溢出。",
    "It is `mutating`.": "它是 `mutating` 方法。",
    "Counters are values.": "计数器是值类型。",
    "Counter": "计数器",
    "Meaning": "含义",
    "the count": "计数",
    "Nothing else changes the count.": "别的都不会改变计数。",
    "Its tests": "它的测试",
  ]

  init() throws {
    book = try FixtureBook()
    try book.write("chapters/01-counter.md", Self.chapter)
    try book.builder.updateCatalogues(language: "zh-Hans")
  }

  var cataloguePath: String { "chapters/po/zh-Hans/01-counter.po" }

  /// Writes `translations` (English → translation) into the chapter's catalogue.
  func translate(_ translations: [String: String], in path: String? = nil) throws {
    let path = path ?? cataloguePath
    var text = try book.read(path)
    for (english, translated) in translations {
      let entry = "msgid \"\(POString.escape(english))\"\nmsgstr \"\""
      text = text.replacing(
        entry,
        with: "msgid \"\(POString.escape(english))\"\nmsgstr \"\(POString.escape(translated))\"")
    }
    try book.write(path, text)
  }

  /// The zh-Hans page of the chapter, built.
  func chinesePage() throws -> String {
    try book.buildPage("zh-Hans/01-counter.html")
  }

  /// The chapter's report in `check`.
  func report() throws -> SiteBuilder.TranslationReport {
    try #require(try book.builder.check().translations.first)
  }
}
