import WorkbookBase

/// A book: its title and its pages in reading order, as the table of contents lists them.
public struct Book: Sendable {
  public var title: String
  public var pages: [Page]
  /// The claims ledger, relative to `chapters/`, when the book keeps one.
  public var ledgerFile: String?
  /// The sources ledger, relative to `chapters/`, when the book names its sources.
  public var sourcesFile: String? = nil
  /// Where the table of contents itself lives, relative to the book's root.
  public var tableOfContentsPath: String
  /// At most how many tests one chapter may show in full (`full-tests-per-chapter:`); nil for
  /// no limit. A chapter teaches with a few tests and lists the rest with `{{#tests}}`.
  public var fullTestsPerChapter: Int? = nil
  /// At most how many minutes a main-line chapter may take to read, by ``ReadingTime``
  /// (`reading-minutes-per-chapter:`); nil for no limit. Appendix chapters are outside it.
  public var readingMinutesPerChapter: Int? = nil

  /// The pages written from Markdown files, in order.
  public var chapters: [Page] { pages.filter { $0.kind.isChapter } }
}

/// One page of the site: a chapter written in Markdown or the generated claims appendix.
public struct Page: Sendable, Hashable {
  /// Where a page's content comes from.
  public enum Kind: Sendable, Hashable {
    /// A Markdown file, relative to `chapters/`.
    case chapter(file: String)
    /// An article of a DocC catalogue, relative to the book's root
    /// (`Sources/X/Documentation.docc/Article.md`), read as DocC writes it.
    case article(path: String)
    /// The appendix generated from the claims ledger.
    case claims

    /// Whether the page is written in Markdown: a chapter or a DocC article.
    public var isChapter: Bool {
      switch self {
      case .chapter, .article: true
      case .claims: false
      }
    }
  }

  public var kind: Kind
  public var title: String
  /// The part heading this page sits under in the sidebar, if any.
  public var part: String?
  /// The test target whose tests this chapter embeds and whose tally it shows.
  public var testTarget: String?
  /// The HTML file name the page is written to, such as `01-raw-kvo.html`.
  public var outputName: String
  /// The table-of-contents line that declared the page.
  public var declaredAt: SourceLocation
  /// Whether the page is reference reading (`kind: appendix`, or the claims appendix) rather
  /// than a sitting of the main line.
  public var isAppendix = false

  /// The Markdown file's path relative to the book's root, for diagnostics.
  public var sourcePath: String? {
    switch kind {
    case .chapter(let file): "chapters/\(file)"
    case .article(let path): path
    case .claims: nil
    }
  }
}
