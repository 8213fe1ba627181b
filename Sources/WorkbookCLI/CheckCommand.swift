import ArgumentParser
import WorkbookSite

/// `workbook check`: everything `build` checks, without writing a site.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check the book without writing a site.",
    discussion: """
      Reads the table of contents and the claims ledger, renders every page in memory, and \
      reports every missing file, region, test or claim, every unknown directive, duplicate \
      heading anchor and broken internal link or anchor. For each translation in \
      chapters/po/LANG, prints each source file's completeness and lists every translation \
      made for an earlier English (stale: shown in English); a translation whose code spans, \
      numbers, links or placeholders differ from its English is an error. Exits non-zero if \
      anything is wrong.
      """)

  @OptionGroup var options: RootOptions

  func run() throws {
    let builder = SiteBuilder(root: try options.resolvedRoot(), progress: Console.progress)
    let report = try Console.reportingDiagnostics { try builder.check() }
    Summary.printWarnings(report.warnings)
    Summary.printShownTests(report.shownTests)
    Summary.printReadingTimes(report.readingTimes)
    Summary.printTranslations(report.translations)
    Console.progress("The book is fine: \(report.pageCount) pages.")
  }
}
