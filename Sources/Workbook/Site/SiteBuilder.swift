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
    try SiteWriter(destination: outputDirectory).write { staging in
      for (name, contents) in files {
        try SiteWriter.writeFile(contents, to: staging.appending(path: name))
      }
      for asset in try themeAssets() {
        try FileManager.default.copyItem(
          at: themeDirectory.appending(path: asset), to: staging.appending(path: asset))
      }
      let images = try bookImages()
      if !images.isEmpty {
        try FileManager.default.createDirectory(
          at: staging.appending(path: "images"), withIntermediateDirectories: true)
      }
      for image in images {
        try FileManager.default.copyItem(
          at: imagesDirectory.appending(path: image), to: staging.appending(path: "images/\(image)")
        )
      }
    }
    return report
  }

  /// Where chapters keep their pictures; `![…](images/NAME)` in a chapter reaches them.
  private var imagesDirectory: URL { root.appending(path: "chapters/images") }

  /// The files in `chapters/images/`, copied into the site's `images/` folder.
  private func bookImages() throws -> [String] {
    guard FileManager.default.fileExists(atPath: imagesDirectory.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: imagesDirectory.path)
      .filter { !$0.hasPrefix(".") }.sorted()
  }

  /// Renders everything and reports every error, writing nothing.
  @discardableResult
  public func check() throws -> Report { try render().report }

  private func themeAssets() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: themeDirectory.path)
      .filter { $0.hasSuffix(".css") || $0.hasSuffix(".js") || $0.hasSuffix(".svg") }
      .sorted()
  }

  private func render() throws -> (report: Report, files: [String: String]) {
    let book = try TableOfContents.load(root: root)
    let results = try TestResults.load(root: root)
    let claims = try loadClaims(book)
    let exercises = try loadExercises(book)
    let context = BuildContext(
      root: root, book: book, results: results, traces: try TraceStore.load(root: root),
      claims: claims, exercises: exercises)
    let templatePath = "site/theme/page.html"
    guard
      let templateText = try? String(
        contentsOf: root.appending(path: templatePath), encoding: .utf8)
    else {
      throw Diagnostic(
        "cannot read the page template", at: .init(path: templatePath, line: 1, column: 1))
    }
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
      context.page = page
      renderedByIndex[index] = collector.capturing { () throws -> RenderedPage in
        switch page.kind {
        case .chapter:
          let path = page.sourcePath ?? ""
          let markdown = try context.files.read(path, at: page.declaredAt)
          return try renderer.render(markdown: markdown, page: page)
        case .claims:
          return try ClaimsAppendix.render(
            page: page, claims: claims, context: context,
            sections: ClaimsAppendix.sectionTitles(of: Array(renderedByIndex.values)))
        }
      }
    }
    let rendered = book.pages.indices.compactMap { renderedByIndex[$0] }
    try collector.throwIfAny()
    for diagnostic in LinkChecker.check(
      rendered, images: Set(try bookImages().map { "images/\($0)" }))
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
    guard let text = try? String(contentsOf: root.appending(path: path), encoding: .utf8) else {
      throw Diagnostic("cannot read the claims ledger", at: .init(path: path, line: 1, column: 1))
    }
    return try ClaimsLedger.parse(text, path: path)
  }

  /// The exercises of `chapters/exercises.ledger`, or none when the book has no such file.
  private func loadExercises(_ book: Book) throws -> [Exercise] {
    try ExerciseLedger.load(root: root, book: book)
  }
}
