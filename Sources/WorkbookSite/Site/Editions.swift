import WorkbookBase
import WorkbookBook
import WorkbookRender

/// Step 6 of the build: the book in each language of `chapters/po/`, from the English pages.
extension SiteBuilder {
  /// One translation's pages and what `check` reports of it.
  struct RenderedEdition {
    var language: SiteLanguage
    var ui: UIText
    var book: Book
    var pages: [RenderedPage]
    var report: TranslationReport
  }

  /// Every translation, rendered: for each language, its catalogues merged in memory with the
  /// templates of the English book (``Edition``), every current translation checked against
  /// its English (``MessageInvariants``), the chapters rendered again with their blocks
  /// translated or marked as English, the claims appendix, and the links checked. Throws every
  /// error of every language; a book with no `chapters/po/LANG/` folder has none.
  func renderEditions(_ inputs: Inputs, english: [RenderedPage]) throws -> [RenderedEdition] {
    let package = PackageRoot(root)
    let tags = try TranslationFiles.languages(root: package)
    guard !tags.isEmpty else { return [] }
    let sources = try translationSources(inputs, english: english)
    var problems: [Diagnostic] = []
    var editions: [RenderedEdition] = []
    for tag in tags {
      guard TranslationFiles.isLanguageTag(tag) else {
        problems.append(
          Diagnostic(
            "'\(tag)' is not a language tag such as zh-Hans or pt-BR (letters and digits in parts joined by '-')",
            at: SourceLocation(path: "\(TranslationFiles.folder)/\(tag)", line: 1, column: 1)))
        continue
      }
      progress("Rendering the \(tag) edition")
      let edition = Edition(
        language: tag, templates: sources.templates,
        onDisk: try Self.readCatalogues(language: tag, in: package))
      problems += edition.problems()
      let rendered = render(edition, sources: sources, inputs: inputs)
      problems += rendered.problems
      if let pages = rendered.edition { editions.append(pages) }
    }
    try DiagnosticList.throwIfAny(problems)
    return editions
  }

  /// One language's pages, or its errors.
  private func render(_ edition: Edition, sources: TranslationSources, inputs english: Inputs)
    -> (edition: RenderedEdition?, problems: [Diagnostic])
  {
    let ui = UIText(translations: edition.currentTranslations(in: Self.interfaceTemplate))
    let name = edition.current(Self.languageName, in: Self.interfaceTemplate) ?? edition.language
    let language = SiteLanguage(tag: edition.language, name: name, folder: edition.language + "/")
    var inputs = english
    inputs.book = edition.translating(english.book)
    inputs.claims = edition.translating(
      english.claims, ledger: english.book.ledgerFile ?? "claims.ledger")
    inputs.exercises = edition.translating(
      english.exercises,
      ledger: String(ExerciseLedger.path.dropFirst("chapters/".count)))
    inputs.context = english.context.translated(
      book: inputs.book, claims: inputs.claims, exercises: inputs.exercises, ui: ui)
    let notices = (
      stale: ui("The English has changed since this was translated"),
      missing: ui("Not translated yet"),
      untranslatedPage: ui("This page is not translated yet: it is shown in English.")
    )
    var translations: [Int: PageTranslation] = [:]
    var englishTitles: [Int: String] = [:]
    for (index, page) in english.book.pages.enumerated() {
      englishTitles[index] = page.title
      var translation: PageTranslation
      switch page.kind {
      case .chapter(let file):
        translation = PageTranslation(
          blocks: sources.blocks[file] ?? [], edition: edition,
          catalogue: TranslationFiles.templateName(forSource: file),
          englishPage: "../" + page.outputName, notices: notices)
      case .article:
        // A DocC article has no catalogue: it is shown in English under the page's notice.
        translation = PageTranslation(
          blocks: [], edition: edition, catalogue: "", englishPage: "../" + page.outputName,
          notices: notices)
      case .claims:
        continue
      }
      translation.englishTitle = page.title
      translations[index] = translation
    }
    let chapters = renderChapters(inputs, translations: translations)
    let others = renderOtherPages(inputs, after: chapters.pages, englishTitles: englishTitles)
    let problems = chapters.problems + others.problems
    guard problems.isEmpty else { return (nil, problems) }
    let pages = inputs.book.pages.indices.compactMap { chapters.pages[$0] ?? others.pages[$0] }
    let links = LinkChecker.check(pages, images: inputs.images.addresses)
    guard links.isEmpty else { return (nil, links) }
    return (
      RenderedEdition(
        language: language, ui: ui, book: inputs.book, pages: pages,
        report: report(of: edition, sources: sources)),
      []
    )
  }

  /// Each source file's tally and every stale translation of `edition`, in book order.
  private func report(of edition: Edition, sources: TranslationSources) -> TranslationReport {
    var stale: [StaleTranslation] = []
    for (name, _) in sources.sources {
      for entry in edition.catalogues[name]?.entries ?? []
      where !entry.isObsolete && !entry.translation.isEmpty && !entry.isCurrent {
        guard let english = entry.references.first.flatMap(Self.location) else { continue }
        let words = entry.key.id.split(separator: " ").prefix(8).joined(separator: " ")
        stale.append(
          StaleTranslation(
            english: english, translation: entry.translationLocation,
            excerpt: words.count < entry.key.id.count ? words + " …" : words))
      }
    }
    return TranslationReport(
      language: edition.language,
      files: sources.sources.map { ($0.path, edition.tally(of: $0.name)) }, stale: stale)
  }

  /// `path:line` as a location at the line's start.
  private static func location(_ reference: String) -> SourceLocation? {
    guard let colon = reference.lastIndex(of: ":"),
      let line = Int(reference[reference.index(after: colon)...])
    else { return nil }
    return SourceLocation(path: String(reference[..<colon]), line: line, column: 1)
  }
}
