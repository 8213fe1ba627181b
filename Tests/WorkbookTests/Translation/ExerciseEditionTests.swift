import Foundation
import Testing

@testable import WorkbookBook
@testable import WorkbookRender
@testable import WorkbookSite

/// What the exercise commands take from a language's catalogues: current translations of the
/// exercises, the known mistakes and the command line's words, and English for anything stale,
/// missing or broken.
@Suite struct ExerciseEditionTests {
  func loadEdition(of fixture: ChineseExerciseFixture) throws -> (ExerciseEdition, [Exercise]) {
    let root = fixture.book.root
    let english = try ExerciseLedger.load(root: root, book: TableOfContents.load(root: root))
    let edition = try ExerciseEdition.load(
      language: "zh-Hans", root: root, exercises: english, bookTitle: "Fixture Book")
    return (edition, english)
  }

  func firstMistake(_ edition: ExerciseEdition, in fixture: ChineseExerciseFixture) throws
    -> Mistake
  {
    let ledger = try MistakeLedger.load(for: .fixture("Honest"), root: fixture.book.root)
    return try #require(edition.translating(ledger).mistakes.first)
  }

  @Test func currentTranslationsAreUsed() throws {
    let fixture = try ChineseExerciseFixture()
    let (edition, english) = try loadEdition(of: fixture)
    let honest = try #require(edition.translating(english).first)
    #expect(honest.title == "诚实的计数器")
    #expect(honest.hints == ["从零开始。", "每次加二。"])
    let mistake = try firstMistake(edition, in: fixture)
    #expect(mistake.summary == "每次只加一")
    #expect(mistake.hint == "数一数 `increment` 加了多少。")
    #expect(mistake.fails == ["adds two"], "the checks a mistake fails are never translated")
    #expect(
      edition.words("Hint {number} of {count}: {hint}", ["number": "1", "count": "2", "hint": "H"])
        == "提示 1/2：H")
  }

  @Test func aMistakeHintWhoseEnglishChangedFallsBackToEnglish() throws {
    let fixture = try ChineseExerciseFixture()
    let path = Exercise.fixture("Honest").mistakes
    try fixture.book.write(
      path,
      try fixture.book.read(path).replacing(
        "hint: Count what `increment` adds.", with: "hint: Count what `increment` adds, twice."))
    let (edition, _) = try loadEdition(of: fixture)
    let mistake = try firstMistake(edition, in: fixture)
    #expect(mistake.hint == "Count what `increment` adds, twice.")
    #expect(mistake.summary == "每次只加一", "an unchanged summary keeps its translation")

    // `update` keeps the old translation as fuzzy, for a translator to review: still English.
    try fixture.book.builder.updateCatalogues(language: "zh-Hans")
    let catalogue = try CatalogueParser.parse(
      fixture.book.read(ChineseExerciseFixture.mistakesCatalogue),
      path: ChineseExerciseFixture.mistakesCatalogue)
    let entry = try #require(
      catalogue.entries.first { $0.key.id == "Count what `increment` adds, twice." })
    #expect(entry.isFuzzy && entry.translation == "数一数 `increment` 加了多少。")
    let (updated, _) = try loadEdition(of: fixture)
    #expect(try firstMistake(updated, in: fixture).hint == "Count what `increment` adds, twice.")
    let report = try #require(try fixture.book.builder.check().translations.first)
    #expect(report.stale.map(\.english.path) == [path])
  }

  @Test func aTranslationThatDropsAPlaceholderIsAnErrorAndNeverSaid() throws {
    let fixture = try ChineseExerciseFixture()
    let path = TranslationFiles.cataloguePath(ExerciseTemplates.wordsName, language: "zh-Hans")
    try fixture.book.write(
      path,
      try fixture.book.read(path).replacing(
        "msgstr \"提示 {number}/{count}：{hint}\"", with: "msgstr \"提示 {number}：{hint}\""))
    let (edition, _) = try loadEdition(of: fixture)
    #expect(
      edition.words("Hint {number} of {count}: {hint}", ["number": "1", "count": "2", "hint": "H"])
        == "Hint 1 of 2: H")
    #expect(
      fixture.book.diagnostics().contains {
        $0.hasPrefix(path) && $0.contains("the translation drops the placeholder {count}")
      })
  }

  @Test func theCommandsCataloguesAreCountedByCheck() throws {
    let fixture = try ChineseExerciseFixture()
    let report = try #require(try fixture.book.builder.check().translations.first)
    let files = Dictionary(uniqueKeysWithValues: report.files.map { ($0.source, $0.tally) })
    #expect(files[ExerciseTemplates.mistakesSource] == CatalogueTally(current: 2))
    #expect(
      files[ExerciseTemplates.wordsSource] == CatalogueTally(current: CommandLineMessages.all.count)
    )
  }
}
