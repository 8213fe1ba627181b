import WorkbookBase
import WorkbookBook
import WorkbookRender

/// The book's translation templates, extracted from the English book as it is now.
extension SiteBuilder {
  /// What translating the book takes from its English build: every template by name (see
  /// ``TranslationFiles``), the source file each comes from, and each chapter's blocks by its
  /// file in `chapters/`.
  struct TranslationSources {
    var templates: [String: Catalogue] = [:]
    /// The source's path for each template name, in book order.
    var sources: [(name: String, path: String)] = []
    var blocks: [String: [TranslatableBlock]] = [:]
  }

  /// The template of the site's own words: its name, and the key of the message that names a
  /// language in itself (for the picker).
  static let interfaceTemplate = "site.ui"
  static let languageName = MessageKey(context: "language name", id: "English")

  /// Every template, extracted from the English book: throws the English chapters' errors, as
  /// a book that does not render has nothing to translate.
  public func translationTemplates() throws -> [String: Catalogue] {
    let inputs = try load()
    progress("Extracting from \(inputs.book.chapters.count) chapters")
    let chapters = renderChapters(inputs)
    try DiagnosticList.throwIfAny(chapters.problems)
    return try translationSources(
      inputs, english: inputs.book.pages.indices.compactMap { chapters.pages[$0] }
    ).templates
  }

  /// The templates and blocks of the book whose English pages are `english`: each chapter's
  /// blocks (found after the chapter rendered, so that each knows what the directives beside it
  /// show), the messages of the table of contents, the claims ledger and the exercises ledger,
  /// the exercise commands' (the known mistakes and the command line's own words, see
  /// ``ExerciseTemplates``), and the site's own words.
  func translationSources(_ inputs: Inputs, english: [RenderedPage]) throws -> TranslationSources {
    let title = inputs.book.title
    var sources = TranslationSources()
    func add(_ name: String, path: String, _ catalogue: Catalogue) throws {
      if sources.templates[name] != nil {
        throw Diagnostic(
          "the template for '\(path)' would be \(TranslationFiles.templatePath(name)), which another file's has; rename one of them",
          at: SourceLocation(path: path, line: 1, column: 1))
      }
      sources.templates[name] = catalogue
      sources.sources.append((name, path))
    }
    for rendered in english {
      guard case .chapter(let file) = rendered.page.kind, let path = rendered.page.sourcePath
      else { continue }
      let markdown = try inputs.context.files.read(path, at: rendered.page.declaredAt)
      let blocks = BlockExtractor(
        source: SourceLines(markdown, path: path), directiveEvidence: rendered.directiveEvidence
      ).blocks(in: try inputs.context.files.parsed(path, at: rendered.page.declaredAt))
      sources.blocks[file] = blocks
      try add(
        TranslationFiles.templateName(forSource: file), path: path,
        TemplateCatalogue.make(blocks.map(TemplateCatalogue.entry), bookTitle: title))
    }
    let package = PackageRoot(root)
    var records: [(path: String, rule: LedgerMessages.Rule)] = [
      (TableOfContents.path, .tableOfContents)
    ]
    if let ledger = inputs.book.ledgerFile { records.append(("chapters/\(ledger)", .claims)) }
    if package.exists(ExerciseLedger.path) { records.append((ExerciseLedger.path, .exercises)) }
    for (path, rule) in records {
      let entries = try LedgerMessages.entries(
        of: package.readText(path, at: nil), path: path, rule: rule)
      try add(
        TranslationFiles.templateName(forSource: String(path.dropFirst("chapters/".count))),
        path: path, TemplateCatalogue.make(entries, bookTitle: title))
    }
    if !inputs.exercises.isEmpty {
      let mistakes = try ExerciseTemplates.mistakes(
        of: inputs.exercises, in: package, bookTitle: title)
      if !mistakes.entries.isEmpty {
        try add(ExerciseTemplates.mistakesName, path: ExerciseTemplates.mistakesSource, mistakes)
      }
      try add(
        ExerciseTemplates.wordsName, path: ExerciseTemplates.wordsSource,
        ExerciseTemplates.words(bookTitle: title))
    }
    try add(
      Self.interfaceTemplate, path: "the site's own words",
      TemplateCatalogue.make(interfaceEntries(inputs.template), bookTitle: title))
    return sources
  }

  /// The site's own words: the language's name, the page template's `{{t:…}}` texts, the
  /// generator's (``UIMessages``) and the scripts' (``ScriptText``).
  private func interfaceEntries(_ template: PageTemplate) -> [CatalogueEntry] {
    var name = CatalogueEntry(key: Self.languageName)
    name.extractedComments = [
      "the name of this language, written in it, for the language picker (简体中文)"
    ]
    let templateTexts = template.texts.map { text in
      var entry = CatalogueEntry(key: MessageKey(context: nil, id: text))
      entry.references = ["site/theme/page.html"]
      return entry
    }
    let words = (UIMessages.all + ScriptText.messages).map { text in
      var entry = CatalogueEntry(key: MessageKey(context: nil, id: text))
      if text.contains("{") {
        entry.extractedComments = ["keep each {name}: the site puts a value there"]
      }
      return entry
    }
    return [name] + templateTexts + words
  }
}
