import ArgumentParser
import WorkbookRender
import WorkbookSite

/// `workbook i18n extract` and `workbook i18n update LANG`: the translation workflow's two steps
/// that write files (`workbook check` reports on the translations, `build` publishes them).
struct I18nCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "i18n",
    abstract: "Extract the book's messages for translators and update a language's catalogues.",
    discussion: """
      Translations are gettext catalogues in chapters/po: a template per source file \
      (chapters/po/01-raw-kvo.pot, book.toc.pot, claims.ledger.pot, exercises.ledger.pot), one \
      for the kept mistakes (mistakes.ledger.pot), one for the exercise commands' own words \
      (cli.ui.pot) and one for the site's (site.ui.pot), and, per language, a catalogue of each \
      (chapters/po/zh-Hans/01-raw-kvo.po). One message per Markdown block: heading, \
      paragraph, list item, quote, table cell. Directives and code blocks are never messages; \
      code spans, numbers, links and inline HTML must stay in the translation as they are.
      """,
    subcommands: [Extract.self, Update.self])

  /// `workbook i18n extract`.
  struct Extract: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "extract",
      abstract: "Write the templates (chapters/po/*.pot) from the English book.")

    @OptionGroup var options: RootOptions

    func run() throws {
      let builder = SiteBuilder(root: try options.resolvedRoot(), progress: Console.progress)
      let templates = try Console.reportingDiagnostics { try builder.extractTemplates() }
      let messages = templates.values.reduce(0) { $0 + $1.entries.count }
      Console.progress(
        "Wrote \(templates.count) templates with \(messages) messages to \(TranslationFiles.folder)."
      )
    }
  }

  /// `workbook i18n update LANG`.
  struct Update: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "update",
      abstract: "Extract the templates and merge them into a language's catalogues.",
      discussion: """
        Creates chapters/po/LANG/NAME.po for each template if missing. A message whose English \
        and evidence (what the directives beside it show) are unchanged keeps its translation; \
        one whose English or evidence changed keeps it marked fuzzy, with the English it was \
        made for, until a translator reviews it and removes the flag; a translation no message \
        takes is kept as obsolete (#~).
        """)

    @OptionGroup var options: RootOptions

    @Argument(help: "The language, as a tag such as zh-Hans.")
    var language: String

    func run() throws {
      let builder = SiteBuilder(root: try options.resolvedRoot(), progress: Console.progress)
      let tallies = try Console.reportingDiagnostics {
        try builder.updateCatalogues(language: language)
      }
      var total = CatalogueTally()
      for (name, tally) in tallies {
        Console.progress(
          "  \(TranslationFiles.cataloguePath(name, language: language)): \(Summary.describe(tally))"
        )
        total.current += tally.current
        total.fuzzy += tally.fuzzy
        total.untranslated += tally.untranslated
      }
      Console.progress("\(language): \(Summary.describe(total))")
    }
  }
}
