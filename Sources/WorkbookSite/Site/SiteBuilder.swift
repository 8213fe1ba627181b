import WorkbookBase
import WorkbookBook
import WorkbookRender

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Builds the book at a root directory. The build is a chain of steps, each taking and returning
/// plain values, in the order this file lists them:
///
/// 1. ``load()``: the table of contents, recorded results and traces, claims, exercises, the
///    page template and the theme, read once.
/// 2. ``unresolvedReferences(in:)``: every test a claim or an exercise names exists, and
///    ``overLongChapters(in:)``: no main-line chapter takes longer to read than the book allows.
/// 3. ``renderChapters(_:)``: each chapter, in parallel, into a ``RenderedPage`` holding its
///    HTML, the tests it shows, its anchors, links and search text.
/// 4. ``renderOtherPages(_:after:)``: the claims appendix, from what the chapters show.
/// 5. ``RepeatedListings``: no source lines are printed twice in the book; ``LinkChecker``:
///    every internal link reaches a page, an anchor or an image.
/// 6. ``renderEditions(_:english:)``: each translation of `chapters/po/LANG/` (see
///    ``Edition``), its chapters rendered again with their blocks translated or marked as
///    English, its claims appendix, its own link check.
/// 7. ``assemble(_:editions:with:)``: each language's pages in the template and their parts of
///    its print page, in parallel, the 404 page, and its search index alongside, as files by
///    name (a translation's under its folder, `zh-Hans/`).
/// 8. ``write(_:)``: the files into a fresh folder that replaces `site/public` at once.
///
/// Steps 2 to 4 report every error they meet before the build stops, so one run shows an author
/// everything to fix; nothing is written unless all of them pass.
public struct SiteBuilder {
  public let root: URL
  public var registry: DirectiveRegistry
  /// Called with a line of progress for the slower steps.
  public var progress: (String) -> Void
  /// The live preview's reload script, which every page's `{{preview}}` slot loads, and files
  /// written beside the pages (the script itself): how the preview reloads open pages. Neither
  /// for a normal build.
  public var preview: PreviewScript? = nil
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

  /// Builds and writes `site/public`; throws a ``DiagnosticList`` and writes nothing on any error.
  @discardableResult
  public func build() throws -> Report {
    let site = try render()
    try write(site)
    return site.report
  }

  /// Renders everything and reports every error, writing nothing.
  @discardableResult
  public func check() throws -> Report { try render().report }

  /// The pages and scripts a build would write, by file name, rendered without writing
  /// anything (the fuzzer checks each page is whole).
  public func renderedFiles() throws -> [String: String] {
    try render().files.mapValues { bytes in
      // Checked, not repaired: a page that is not UTF-8 is the generator's bug to find.
      guard let text = String(validating: bytes, as: UTF8.self) else {
        preconditionFailure("the build made a file that is not UTF-8")
      }
      return text
    }
  }

  /// Steps 1 to 7.
  private func render() throws -> Site {
    var inputs = try load()
    if preview != nil, !inputs.template.has(slot: "preview") {
      throw Diagnostic(
        "the page template has no {{preview}} slot, where the live preview loads its reload script; put {{preview}} just before </body>",
        at: SourceLocation(path: inputs.template.path, line: 1, column: 1))
    }
    var problems = unresolvedReferences(in: inputs) + overLongChapters(in: inputs)
    progress("Rendering \(inputs.book.pages.count) pages")
    let chapters = renderChapters(inputs)
    let others = renderOtherPages(inputs, after: chapters.pages)
    problems += chapters.problems + others.problems
    try DiagnosticList.throwIfAny(problems)
    let pages = inputs.book.pages.indices.compactMap { chapters.pages[$0] ?? others.pages[$0] }
    inputs.images = try inputs.images.adding(pages.map(\.images))
    try DiagnosticList.throwIfAny(
      RepeatedListings.check(pages) + LinkChecker.check(pages, images: inputs.images.addresses))
    let editions = try renderEditions(inputs, english: pages)
    return assemble(pages, editions: editions, with: inputs)
  }

  // MARK: 1. Load

  func load() throws -> Inputs {
    let book = try TableOfContents.load(root: root)
    let package = PackageRoot(root)
    let claims = try book.ledgerFile.map { ledger in
      let path = "chapters/\(ledger)"
      return try ClaimsLedger.parse(package.readText(path, at: nil), path: path)
    }
    // One reader of the book's files for the whole build: each chapter is read and parsed once.
    let files = SourceFiles(root: root)
    let exercises = try ExerciseLedger.load(book: book, files: files)
    let sources = try book.sourcesFile.map { ledger in
      let path = "chapters/\(ledger)"
      return try SourcesLedger.parse(package.readText(path, at: nil), path: path)
    }
    let context = try BuildContext(
      root: root, book: book, results: try TestResults.load(root: root),
      traces: try TraceStore.load(root: root), claims: claims ?? [], exercises: exercises,
      files: files, sources: sources ?? []
    ).measuringReadingTimes(with: registry)
    let template = try PageTemplate(
      text: DefaultTheme.text("page.html", in: package), path: "site/theme/page.html")
    return Inputs(
      book: book,
      claims: claims ?? [],
      exercises: exercises,
      context: context,
      template: template,
      theme: try DefaultTheme.assets(in: package).map {
        ($0, try DefaultTheme.file($0, in: package))
      },
      images: try BookImages(in: package))
  }

  // MARK: 2. References

  private func unresolvedReferences(in inputs: Inputs) -> [Diagnostic] {
    var collector = DiagnosticCollector()
    for reference in inputs.claims.flatMap(\.tests) + inputs.exercises.map(\.checks) {
      _ = collector.capturing { try inputs.context.catalog.resolve(reference) }
    }
    return collector.diagnostics
  }

  /// Every main-line chapter that takes longer to read than `reading-minutes-per-chapter`.
  private func overLongChapters(in inputs: Inputs) -> [Diagnostic] {
    guard let limit = inputs.book.readingMinutesPerChapter else { return [] }
    return inputs.book.chapters.compactMap { page in
      guard !page.isAppendix, case .chapter(let file) = page.kind,
        let time = inputs.context.readingTimes[file], time.minutes > limit
      else { return nil }
      return Diagnostic(
        "this chapter takes \(time.minutes) minutes to read (\(time.words) words, \(time.listings) listings and tests in full), more than the \(limit) that 'reading-minutes-per-chapter' in \(inputs.book.tableOfContentsPath) allows; move the long tail to a chapter marked 'kind: appendix'",
        at: SourceLocation(path: "chapters/\(file)", line: 1, column: 1))
    }
  }

  // MARK: 3. Chapters, in parallel

  /// `translations` holds, for a translation's pages, each chapter's blocks in its language.
  func renderChapters(_ inputs: Inputs, translations: [Int: PageTranslation] = [:])
    -> RenderedPages
  {
    let chapters = inputs.book.pages.indices.filter { inputs.book.pages[$0].kind.isChapter }
    let renderer = ChapterRenderer(registry: registry, context: inputs.context)
    let outcomes = inParallel(chapters.count) { position in
      let page = inputs.book.pages[chapters[position]]
      return RenderedPages.outcome {
        if case .article(let path) = page.kind {
          return try DocCArticlePage.render(
            path: path, page: page, renderer: renderer, context: inputs.context,
            translation: translations[chapters[position]])
        }
        let path = page.sourcePath ?? ""
        let markdown = try inputs.context.files.read(path, at: page.declaredAt)
        // A translation renders after every walk over the kept parses: the first takes them.
        let parsed =
          translations.isEmpty
          ? nil : inputs.context.files.parsedForEditing(path, markdown: markdown)
        return try renderer.render(
          markdown: markdown, parsed: parsed, page: page,
          translation: translations[chapters[position]])
      }
    }
    return RenderedPages(in: chapters, Dictionary(uniqueKeysWithValues: zip(chapters, outcomes)))
  }

  // MARK: 4. The claims appendix

  /// `englishTitles` gives, for a translation's pages, each page's English title (its anchor).
  func renderOtherPages(
    _ inputs: Inputs, after chapters: [Int: RenderedPage], englishTitles: [Int: String] = [:]
  ) -> RenderedPages {
    let rendered = inputs.book.pages.indices.compactMap { chapters[$0] }
    let others = inputs.book.pages.indices.filter { !inputs.book.pages[$0].kind.isChapter }
    var outcomes: [Int: Result<RenderedPage, DiagnosticList>] = [:]
    for index in others {
      let page = inputs.book.pages[index]
      switch page.kind {
      case .chapter, .article:
        continue
      case .claims:
        outcomes[index] = RenderedPages.outcome {
          try ClaimsAppendix.render(
            page: page, claims: inputs.claims, context: inputs.context, chapters: rendered,
            englishTitle: englishTitles[index])
        }
      }
    }
    return RenderedPages(in: others, outcomes)
  }

  // MARK: 7. Assemble

  private func assemble(_ pages: [RenderedPage], editions: [RenderedEdition], with inputs: Inputs)
    -> Site
  {
    let languages = [SiteLanguage.english] + editions.map(\.language)
    var assembled = assemble(
      pages, book: inputs.book, ui: .english, language: .english, languages: languages,
      template: inputs.template)
    for edition in editions {
      let files = assemble(
        edition.pages, book: edition.book, ui: edition.ui, language: edition.language,
        languages: languages, template: inputs.template
      ).files
      for (name, text) in files { assembled.files[edition.language.folder + name] = text }
    }
    let report = Report(
      pageCount: pages.count, searchIndexBytes: assembled.searchIndexBytes,
      testStatuses: pages.compactMap(\.tally).flatMap { $0 },
      warnings: pages.flatMap(\.warnings),
      shownTests: pages.compactMap { ChapterTestCount($0, catalog: inputs.context.catalog) },
      readingTimes: inputs.book.chapters.compactMap { page in
        guard case .chapter(let file) = page.kind, let time = inputs.context.readingTimes[file]
        else { return nil }
        return ChapterReadingTime(
          chapter: "chapters/\(file)", time: time,
          limit: page.isAppendix ? nil : inputs.book.readingMinutesPerChapter)
      },
      translations: editions.map(\.report))
    return Site(
      report: report, files: assembled.files, theme: inputs.theme, images: inputs.images)
  }

  /// One language's pages, its print page, its 404 page and its search index, by file name in
  /// its folder.
  private func assemble(
    _ pages: [RenderedPage], book: Book, ui: UIText, language: SiteLanguage,
    languages: [SiteLanguage], template: PageTemplate
  ) -> (files: [String: [UInt8]], searchIndexBytes: Int) {
    let sections = pages.flatMap(\.sections)
    let search = InBackground { () -> (index: SearchIndex, script: [UInt8]) in
      let index = SearchIndex(sections: sections)
      return (index, index.script())
    }
    let tallies = Dictionary(
      pages.compactMap { page in page.tally.map { (page.page.outputName, $0) } },
      uniquingKeysWith: { first, _ in first })
    let assembler = PageAssembler(
      book: book, template: template, tallies: tallies, language: language,
      languages: languages, ui: ui, preview: preview)
    let parts = inParallel(pages.count) { index in
      (
        page: assembler.html(for: pages[index], index: index, all: pages),
        printSection: assembler.printSection(pages[index])
      )
    }
    var files: [String: [UInt8]] = [:]
    for (page, part) in zip(pages, parts) { files[page.page.outputName] = part.page }
    files["print.html"] = assembler.printPage(sections: parts.map(\.printSection))
    files["404.html"] = assembler.notFoundPage()
    let (index, script) = search.result()
    files["search-index.js"] = script
    progress(
      "Search index\(language.folder.isEmpty ? "" : " (\(language.tag))"): \(index.sections.count) sections, \(index.terms.count) terms, \(script.count) bytes"
    )
    return (files, script.count)
  }

  // MARK: 8. Write

  private func write(_ site: Site) throws {
    let package = PackageRoot(root)
    try SiteWriter(destination: outputDirectory, onWait: progress).write { staging in
      let folders = Set(
        site.files.keys.compactMap { name in name.firstIndex(of: "/").map { name[..<$0] } })
      for folder in folders.sorted() { try SiteWriter.makeDirectory(staging + "/" + folder) }
      for (name, contents) in site.files.merging(
        extraFiles.mapValues { Array($0.utf8) }, uniquingKeysWith: { page, _ in page })
      {
        try SiteWriter.writeFile(contents, to: staging + "/" + name)
      }
      for (name, bytes) in site.theme {
        try SiteWriter.writeFile(bytes, to: staging + "/" + name)
      }
      if !site.images.files.isEmpty || !site.images.folders.isEmpty {
        try SiteWriter.makeDirectory(staging + "/images")
      }
      for folder in site.images.folders {
        try SiteWriter.makeDirectory(staging + "/images/" + folder)
      }
      for image in site.images.files {
        try SiteWriter.writeFile(
          package.readBytes(site.images.source(of: image), at: nil),
          to: staging + "/images/" + image)
      }
    }
  }

  // MARK: What the steps hand down

  /// Step 1's result: everything read from the book before any page is rendered.
  struct Inputs: Sendable {
    var book: Book
    var claims: [Claim]
    var exercises: [Exercise]
    var context: BuildContext
    var template: PageTemplate
    /// The theme's assets as bytes, by file name.
    var theme: [(name: String, bytes: [UInt8])]
    var images: BookImages
  }

  /// Steps 3 and 4's result: the pages that rendered, by their index in the book, and every
  /// error of those that did not, in book order.
  struct RenderedPages {
    var pages: [Int: RenderedPage] = [:]
    var problems: [Diagnostic] = []

    /// The page `render` makes, or the diagnostics it throws.
    static func outcome(_ render: () throws -> RenderedPage) -> Result<RenderedPage, DiagnosticList>
    {
      do { return .success(try render()) } catch {
        return .failure(DiagnosticList(collecting: error))
      }
    }

    init(in order: [Int], _ outcomes: [Int: Result<RenderedPage, DiagnosticList>]) {
      for index in order {
        switch outcomes[index] {
        case .success(let page): pages[index] = page
        case .failure(let list): problems += list.diagnostics
        case nil: break
        }
      }
    }
  }

  /// Step 6's result: what step 7 writes and what the command line reports.
  private struct Site {
    var report: Report
    /// Each file's UTF-8, by its path in the site.
    var files: [String: [UInt8]]
    var theme: [(name: String, bytes: [UInt8])]
    var images: BookImages
  }
}
