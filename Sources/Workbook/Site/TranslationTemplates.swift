/// The book's translation templates, extracted from the English book as it is now.
extension SiteBuilder {
  /// Every template by name (see ``TranslationFiles``): each chapter's blocks, found after the
  /// chapter rendered in English so that each block knows what the directives beside it show,
  /// and the messages of the table of contents, the claims ledger and the exercises ledger.
  /// Throws the English chapters' errors: a book that does not render has nothing to translate.
  public func translationTemplates() throws -> [String: Catalogue] {
    let inputs = try load()
    progress("Extracting from \(inputs.book.chapters.count) chapters")
    let chapters = renderChapters(inputs)
    try DiagnosticList.throwIfAny(chapters.problems)
    let title = inputs.book.title
    var templates: [String: Catalogue] = [:]
    for rendered in chapters.pages.values {
      guard case .chapter(let file) = rendered.page.kind, let path = rendered.page.sourcePath
      else { continue }
      let markdown = try inputs.context.files.read(path, at: rendered.page.declaredAt)
      let blocks = BlockExtractor(
        source: SourceLines(markdown, path: path), directiveEvidence: rendered.directiveEvidence
      ).blocks(in: MarkdownDocument(parsing: markdown))
      templates[TranslationFiles.templateName(forSource: file)] = TemplateCatalogue.make(
        blocks.map(TemplateCatalogue.entry), bookTitle: title)
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
      let name = TranslationFiles.templateName(
        forSource: String(path.dropFirst("chapters/".count)))
      if templates[name] != nil {
        throw Diagnostic(
          "the template for '\(path)' would be \(TranslationFiles.templatePath(name)), a chapter's; rename one of them",
          at: SourceLocation(path: path, line: 1, column: 1))
      }
      templates[name] = TemplateCatalogue.make(entries, bookTitle: title)
    }
    return templates
  }
}
