import Foundation

@testable import WorkbookBook
@testable import WorkbookRender
@testable import WorkbookSite

/// A fixture book whose exercise `Honest` (the fixture runner: "starts at zero" passes, "adds
/// two" fails) has a title, two hints and a known mistake that fails "adds two", with its zh-Hans
/// catalogues made by `workbook i18n update`: the exercise and the mistake translated here, and
/// the command line's words as this repository translates them (`cli.ui.po`).
struct ChineseExerciseFixture {
  let book: FixtureBook

  /// The English of the exercise and its mistake, and their Chinese.
  static let chinese = [
    "An honest counter": "诚实的计数器",
    "Start at zero.": "从零开始。",
    "Add two each time.": "每次加二。",
    "adds one instead of two": "每次只加一",
    "Count what `increment` adds.": "数一数 `increment` 加了多少。",
  ]

  /// The Chinese locale, whatever the locale of the test run (`LC_ALL` and `LC_MESSAGES`
  /// outrank `LANG`, so they are emptied).
  static let chineseLocale = ["LANG": "zh_CN.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""]
  static let cLocale = ["LANG": "C", "LC_ALL": "", "LC_MESSAGES": ""]

  init() throws {
    book = try FixtureRunner.book("Honest")
    try book.addExerciseProofs()
    let ledger = try book.read(ExerciseLedger.path)
    try book.write(
      ExerciseLedger.path,
      ledger.replacing(
        "  title: Honest\n",
        with: "  title: An honest counter\n  hint: Start at zero.\n  hint: Add two each time.\n"))
    try book.write(
      Exercise.fixture("Honest").mistakes,
      """
      mistake: HonestAddingOne
        summary: adds one instead of two
        fails: adds two
        hint: Count what `increment` adds.

      check: starts at zero
        kept-because: no mistake here starts elsewhere

      """)
    try book.builder.updateCatalogues(language: "zh-Hans")
    try translate(
      Self.chinese, in: TranslationFiles.cataloguePath("exercises.ledger", language: "zh-Hans"))
    try translate(Self.chinese, in: Self.mistakesCatalogue)
    let words = try String(
      contentsOf: FixtureBook.packageRoot.appending(
        path: TranslationFiles.cataloguePath(ExerciseTemplates.wordsName, language: "zh-Hans")),
      encoding: .utf8)
    try book.write(
      TranslationFiles.cataloguePath(ExerciseTemplates.wordsName, language: "zh-Hans"), words)
  }

  static let mistakesCatalogue = TranslationFiles.cataloguePath(
    ExerciseTemplates.mistakesName, language: "zh-Hans")

  /// Writes `translations` (English → translation) into the catalogue at `path`.
  func translate(_ translations: [String: String], in path: String) throws {
    var text = try book.read(path)
    for (english, translated) in translations {
      text = text.replacing(
        "msgid \"\(POString.escape(english))\"\nmsgstr \"\"",
        with: "msgid \"\(POString.escape(english))\"\nmsgstr \"\(POString.escape(translated))\"")
    }
    try book.write(path, text)
  }

  /// `workbook ARGUMENTS` in the book with `environment`, waited for off the cooperative pool.
  func run(_ arguments: [String], environment: [String: String]) async throws -> (
    status: Int32, output: String
  ) {
    let root = book.root
    defer { withExtendedLifetime(book) {} }
    return try await offThePool {
      try FixtureRunner.workbook(arguments, at: root, environment: environment)
    }
  }
}
