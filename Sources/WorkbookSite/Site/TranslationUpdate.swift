import WorkbookBase
import WorkbookRender

/// `workbook i18n extract` and `workbook i18n update LANG`: the templates written from the
/// English book, and one language's catalogues merged with them (``CatalogueMerge``).
extension SiteBuilder {
  /// Writes every template to `chapters/po/NAME.pot` and removes templates no source has any
  /// more; returns the templates by name.
  @discardableResult
  public func extractTemplates() throws -> [String: Catalogue] {
    let templates = try translationTemplates()
    let package = PackageRoot(root)
    let folder = TranslationFiles.folder
    let stale = (try package.directoryEntries(folder, at: nil) ?? []).filter { name in
      name.hasSuffix(".pot") && templates[String(name.dropLast(4))] == nil
    }
    try CatalogueFilesWriter(root: package).write(
      templates.reduce(into: [:]) { files, template in
        files[TranslationFiles.templatePath(template.key)] = CatalogueWriter.text(
          of: template.value)
      }, removing: stale.map { "\(folder)/\($0)" })
    return templates
  }

  /// Extracts the templates, then merges each into `language`'s catalogue of the same name
  /// (creating it, untranslated, if there is none) and writes them all; returns each
  /// catalogue's tally by name.
  @discardableResult
  public func updateCatalogues(language: String) throws -> [(name: String, tally: CatalogueTally)] {
    guard TranslationFiles.isLanguageTag(language) else {
      throw Diagnostic(
        "'\(language)' is not a language tag such as zh-Hans or pt-BR (letters and digits in parts joined by '-')",
        at: nil)
    }
    let templates = try extractTemplates()
    let package = PackageRoot(root)
    let old = try Self.readCatalogues(language: language, in: package)
    var files: [String: String] = [:]
    var tallies: [(name: String, tally: CatalogueTally)] = []
    let mergedCatalogues = CatalogueMerge.merge(templates: templates, into: old)
    for (name, var merged) in mergedCatalogues.sorted(by: { $0.key < $1.key }) {
      merged = merged.settingHeaderField(
        "Language", to: TranslationFiles.gettextLanguage(language))
      files[TranslationFiles.cataloguePath(name, language: language)] = CatalogueWriter.text(
        of: merged)
      tallies.append((name, CatalogueTally(merged)))
    }
    try CatalogueFilesWriter(root: package).write(files)
    return tallies
  }

  /// `language`'s catalogues as they are on disk, by name; a catalogue that does not parse is a
  /// located error.
  static func readCatalogues(language: String, in package: PackageRoot) throws -> [String:
    Catalogue]
  {
    let folder = "\(TranslationFiles.folder)/\(language)"
    var catalogues: [String: Catalogue] = [:]
    var collector = DiagnosticCollector()
    for name in try package.directoryEntries(folder, at: nil) ?? [] where name.hasSuffix(".po") {
      let path = "\(folder)/\(name)"
      _ = collector.capturing {
        catalogues[String(name.dropLast(3))] = try CatalogueParser.parse(
          package.readText(path, at: nil), path: path)
      }
    }
    try collector.throwIfAny()
    return catalogues
  }
}
