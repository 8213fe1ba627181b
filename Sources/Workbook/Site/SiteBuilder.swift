#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Builds the book at a root directory: reads the table of contents and the claims ledger, renders
/// every page, checks links, and (unless only checking) writes the site through a ``SiteWriter``.
public struct SiteBuilder {
  /// What a build produced, for the command line to report.
  public struct Report: Sendable {
    public var pageCount: Int
    public var searchIndexBytes: Int
    /// Every embedded or tallied test status, across chapters.
    public var testStatuses: [TestStatus]
    /// For each chapter that shows tests, in reading order: how many it shows in full, how many
    /// it lists, and how many of its test target's tests it shows neither way.
    public var shownTests: [ChapterTestCount]
  }

  /// How one chapter presents tests (see ``Report/shownTests``).
  public struct ChapterTestCount: Sendable, Hashable {
    public var chapter: String
    public var inFull: Int
    public var listed: Int
    /// Tests of the chapter's `tests:` target that the chapter neither shows nor lists.
    public var notShown: Int
  }

  public let root: URL
  public var registry: DirectiveRegistry
  /// Called with a line of progress for the slower steps.
  public var progress: (String) -> Void
  /// HTML put just before every page's `</body>`, and files written beside the pages: how the
  /// live preview adds its reload script. Both empty for a normal build.
  public var pageTail = ""
  public var extraFiles: [String: String] = [:]

  public init(
    root: URL, registry: DirectiveRegistry = .standard,
    progress: @escaping (String) -> Void = { _ in }
  ) {
    self.root = root
    self.registry = registry
    self.progress = progress
  }

  public var outputDirectory: URL { root.appending(path: "site/public") }
  public var themeDirectory: URL { root.appending(path: "site/theme") }

  /// Builds and writes `site/public`; throws a ``DiagnosticList`` and writes nothing on any error.
  @discardableResult
  public func build() throws -> Report {
    let (report, files) = try render()
    let package = PackageRoot(root)
    let images = try bookImages(package)
    let theme = try DefaultTheme.assets(in: package)
    try SiteWriter(destination: outputDirectory, onWait: progress).write { staging in
      for (name, contents) in files.merging(extraFiles, uniquingKeysWith: { page, _ in page }) {
        let text =
          pageTail.isEmpty || !name.hasSuffix(".html")
          ? contents : Self.inserting(pageTail, beforeBodyEndOf: contents)
        try SiteWriter.writeFile(Array(text.utf8), to: staging + "/" + name)
      }
      for asset in theme {
        try SiteWriter.writeFile(
          DefaultTheme.file(asset, in: package), to: staging + "/" + asset)
      }
      if !images.isEmpty { try SiteWriter.makeDirectory(staging + "/images") }
      for image in images {
        try SiteWriter.writeFile(
          package.readBytes("chapters/images/\(image)", at: nil),
          to: staging + "/images/" + image)
      }
    }
    return report
  }

  /// `page` with `tail` just before its last `</body>`, found from the end on the bytes.
  static func inserting(_ tail: String, beforeBodyEndOf page: String) -> String {
    let marker = "</body>".utf8
    let utf8 = page.utf8
    var index = utf8.endIndex
    while index > utf8.startIndex {
      index = utf8.index(before: index)
      if utf8[index...].starts(with: marker) {
        return String(page[..<index]) + tail + String(page[index...])
      }
    }
    return page
  }

  /// The files in `chapters/images/`, copied (as files, never as links) into the site's
  /// `images/` folder; `![…](images/NAME)` in a chapter reaches them. The folder must be a real
  /// folder of the package.
  private func bookImages(_ package: PackageRoot) throws -> [String] {
    try package.directoryEntries("chapters/images", at: nil) ?? []
  }

  /// Renders everything and reports every error, writing nothing.
  @discardableResult
  public func check() throws -> Report { try render().report }

  /// The pages and scripts a build would write, by file name, rendered without writing
  /// anything (the fuzzer checks each page is whole).
  public func renderedFiles() throws -> [String: String] { try render().files }

  private func render() throws -> (report: Report, files: [String: String]) {
    let book = try TableOfContents.load(root: root)
    let results = try TestResults.load(root: root)
    let claims = try loadClaims(book)
    let exercises = try loadExercises(book)
    let context = BuildContext(
      root: root, book: book, results: results, traces: try TraceStore.load(root: root),
      claims: claims, exercises: exercises)
    let templatePath = "site/theme/page.html"
    let templateText = try DefaultTheme.text("page.html", in: context.files.package)
    let template = try PageTemplate(text: templateText, path: templatePath)

    var collector = DiagnosticCollector()
    for claim in claims {
      for reference in claim.tests {
        _ = collector.capturing { try context.catalog.resolve(reference) }
      }
    }
    for exercise in exercises {
      _ = collector.capturing { try context.catalog.resolve(exercise.checks) }
    }
    progress("Rendering \(book.pages.count) pages")
    let renderer = ChapterRenderer(registry: registry, context: context)
    // Chapters first, so the claims appendix knows where each test is shown.
    var renderedByIndex: [Int: RenderedPage] = [:]
    let chaptersFirst =
      book.pages.indices.filter { book.pages[$0].kind.isChapter }
      + book.pages.indices.filter { !book.pages[$0].kind.isChapter }
    for index in chaptersFirst {
      let page = book.pages[index]
      renderedByIndex[index] = collector.capturing { () throws -> RenderedPage in
        switch page.kind {
        case .chapter:
          let path = page.sourcePath ?? ""
          let markdown = try context.files.read(path, at: page.declaredAt)
          return try renderer.render(markdown: markdown, page: page)
        case .claims:
          let chapters = book.pages.indices.compactMap { renderedByIndex[$0] }
          return try ClaimsAppendix.render(
            page: page, claims: claims, context: context,
            sections: ClaimsAppendix.sectionTitles(of: chapters),
            testPlaces: ClaimsAppendix.testPlaces(of: chapters))
        }
      }
    }
    let rendered = book.pages.indices.compactMap { renderedByIndex[$0] }
    try collector.throwIfAny()
    for diagnostic in LinkChecker.check(
      rendered, images: Set(try bookImages(context.files.package).map { "images/\($0)" }))
    {
      collector.report(diagnostic)
    }
    try collector.throwIfAny()

    let tallies = Dictionary(
      rendered.compactMap { page in page.tally.map { (page.page.outputName, $0) } },
      uniquingKeysWith: { first, _ in first })
    let sections = rendered.flatMap(\.sections)
    let search = InBackground { () -> (index: SearchIndex, script: String) in
      let index = SearchIndex(sections: sections)
      return (index, index.script())
    }
    let assembler = PageAssembler(
      book: book, template: template, tallies: tallies,
      exercisesByChapter: Dictionary(grouping: exercises, by: \.chapter))
    var files: [String: String] = [:]
    for (index, page) in rendered.enumerated() {
      files[page.page.outputName] = assembler.html(for: page, index: index, all: rendered)
    }
    files["print.html"] = assembler.printPage(rendered)
    files["404.html"] = assembler.notFoundPage()
    let (index, script) = search.result()
    files["search-index.js"] = script
    progress(
      "Search index: \(index.sections.count) sections, \(index.postings.count) terms, \(script.utf8.count) bytes"
    )
    let statuses = rendered.compactMap(\.tally).flatMap { $0 }
    let shownTests = rendered.compactMap { page -> ChapterTestCount? in
      let shown = Set(page.shownTests.inFull + page.shownTests.listed)
      let target = page.page.testTarget.map { context.catalog.tests(in: $0) } ?? []
      guard !shown.isEmpty || !target.isEmpty else { return nil }
      return ChapterTestCount(
        chapter: page.page.sourcePath ?? page.page.outputName,
        inFull: Set(page.shownTests.inFull).count,
        listed: Set(page.shownTests.listed).count,
        notShown: target.filter { !shown.contains($0.reference) }.count)
    }
    return (
      Report(
        pageCount: rendered.count, searchIndexBytes: script.utf8.count, testStatuses: statuses,
        shownTests: shownTests),
      files
    )
  }

  private func loadClaims(_ book: Book) throws -> [Claim] {
    guard let ledger = book.ledgerFile else { return [] }
    let path = "chapters/\(ledger)"
    return try ClaimsLedger.parse(PackageRoot(root).readText(path, at: nil), path: path)
  }

  /// The exercises of `chapters/exercises.ledger`, or none when the book has no such file.
  private func loadExercises(_ book: Book) throws -> [Exercise] {
    try ExerciseLedger.load(root: root, book: book)
  }
}
