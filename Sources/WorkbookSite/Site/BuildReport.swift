import WorkbookBase
import WorkbookBook
import WorkbookRender

extension SiteBuilder {
  /// What a build produced, for the command line to report.
  public struct Report: Sendable {
    public var pageCount: Int
    public var searchIndexBytes: Int
    /// Every embedded or tallied test status, across chapters.
    public var testStatuses: [TestStatus]
    /// What the pages left out or worked around, each a located warning, in book order.
    public var warnings: [Diagnostic] = []
    /// For each chapter that shows tests, in reading order: how many it shows in full, how many
    /// it lists, and how many of its test target's tests it shows neither way.
    public var shownTests: [ChapterTestCount]
    /// Every chapter's reading time, in reading order.
    public var readingTimes: [ChapterReadingTime] = []
    /// Each translation's completeness and stale blocks, by language tag.
    public var translations: [TranslationReport] = []
  }

  /// How complete one translation is: each source file's tally, and every block or field whose
  /// translation is out of date (shown in English).
  public struct TranslationReport: Sendable {
    public var language: String
    /// Each source file (`chapters/01-raw-kvo.md`) with its catalogue's tally, in book order.
    public var files: [(source: String, tally: CatalogueTally)]
    public var stale: [StaleTranslation]

    /// All files' tallies together.
    public var total: CatalogueTally {
      files.reduce(into: CatalogueTally()) { total, file in
        total.current += file.tally.current
        total.fuzzy += file.tally.fuzzy
        total.untranslated += file.tally.untranslated
      }
    }
  }

  /// A translation made for an earlier English (or evidence): where the English stands, where
  /// the translation stands, and the English's first words.
  public struct StaleTranslation: Sendable, Hashable {
    public var english: SourceLocation
    public var translation: SourceLocation?
    public var excerpt: String
  }

  /// How long one chapter takes to read, and the limit it is held to.
  public struct ChapterReadingTime: Sendable, Hashable {
    public var chapter: String
    public var time: ReadingTime
    /// The book's `reading-minutes-per-chapter`, or nil for an appendix or a book without one.
    public var limit: Int?
  }

  /// How one chapter presents tests (see ``Report/shownTests``).
  public struct ChapterTestCount: Sendable, Hashable {
    public var chapter: String
    public var inFull: Int
    public var listed: Int
    /// Tests of the chapter's `tests:` target that the chapter neither shows nor lists.
    public var notShown: Int

    public init(chapter: String, inFull: Int, listed: Int, notShown: Int) {
      self.chapter = chapter
      self.inFull = inFull
      self.listed = listed
      self.notShown = notShown
    }

    /// How `page` presents tests, or nil for a page that shows none and has no test target.
    init?(_ page: RenderedPage, catalog: TestCatalog) {
      let shown = Set(page.shownTests.inFull + page.shownTests.listed)
      let target = page.page.testTarget.map { catalog.tests(in: $0) } ?? []
      guard !shown.isEmpty || !target.isEmpty else { return nil }
      self.init(
        chapter: page.page.sourcePath ?? page.page.outputName,
        inFull: Set(page.shownTests.inFull).count, listed: Set(page.shownTests.listed).count,
        notShown: target.filter { !shown.contains($0.reference) }.count)
    }
  }
}
