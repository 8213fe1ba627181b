import ArgumentParser
import WorkbookBase
import WorkbookBook
import WorkbookRender
import WorkbookSite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `workbook build`: renders the book into site/public, replacing it only if nothing failed.
struct BuildCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "build",
    abstract: "Build the site into site/public (the default command).",
    discussion: """
      Renders every page listed in chapters/book.toc, checks every include, test, claim, link \
      and anchor, and writes the site into a fresh folder that replaces site/public only when \
      everything succeeded. Errors are printed as chapters/FILE.md:LINE:COLUMN: error: MESSAGE. \
      Open site/public/index.html from disk; no server is needed.
      """)

  @OptionGroup var options: RootOptions

  @Flag(
    name: .long, help: "Run every test first ('workbook test') so the pages show fresh results.")
  var test = false

  func run() throws {
    let root = try options.resolvedRoot()
    if test {
      try TestCommand.runTests(root: root, chapter: nil, failOnTestFailure: false)
    }
    let builder = SiteBuilder(root: root, progress: Console.progress)
    let report = try Console.reportingDiagnostics { try builder.build() }
    Summary.printWarnings(report.warnings)
    Summary.printShownTests(report.shownTests)
    Summary.printReadingTimes(report.readingTimes)
    Summary.printTranslations(report.translations)
    Console.progress(
      "Built \(report.pageCount) pages into \(builder.outputDirectory.path) (tests: \(Summary.tally(report.testStatuses)))"
    )
    if report.testStatuses.contains(where: { !$0.isCurrent }) {
      Console.progress("Run 'workbook test' (or 'workbook build --test') to record fresh results.")
    }
  }
}

/// Tallies for the command line.
enum Summary {
  /// Each warning as a compiler prints one, then how many there were.
  static func printWarnings(_ warnings: [Diagnostic]) {
    guard !warnings.isEmpty else { return }
    for warning in warnings { Console.progress(warning.description) }
    Console.progress("\(warnings.count) warning\(warnings.count == 1 ? "" : "s")")
  }

  /// One line per chapter: how many tests it shows in full, lists, and leaves out.
  static func printShownTests(_ counts: [SiteBuilder.ChapterTestCount]) {
    let width = counts.map(\.chapter.count).max() ?? 0
    for count in counts {
      let padding = String(repeating: " ", count: width - count.chapter.count)
      Console.progress(
        "  \(count.chapter)\(padding)  \(count.inFull) tests in full, \(count.listed) listed, \(count.notShown) not shown"
      )
    }
  }

  /// One line per chapter: its reading time, what it is made of, and its limit.
  static func printReadingTimes(_ times: [SiteBuilder.ChapterReadingTime]) {
    let width = times.map(\.chapter.count).max() ?? 0
    for entry in times {
      let padding = String(repeating: " ", count: width - entry.chapter.count)
      let limit = entry.limit.map { " of \($0)" } ?? " (appendix)"
      Console.progress(
        "  \(entry.chapter)\(padding)  \(entry.time.minutes) min\(limit): \(entry.time.words) words, \(entry.time.listings) listings and tests in full"
      )
    }
  }

  /// Per translation: its total, one line per source file, and each stale translation located.
  static func printTranslations(_ translations: [SiteBuilder.TranslationReport]) {
    for translation in translations {
      Console.progress("\(translation.language): \(describe(translation.total))")
      let width = translation.files.map(\.source.count).max() ?? 0
      for (source, tally) in translation.files {
        let padding = String(repeating: " ", count: width - source.count)
        Console.progress("  \(source)\(padding)  \(describe(tally))")
      }
      for stale in translation.stale {
        let place = stale.translation.map { " (translation at \($0))" } ?? ""
        Console.progress(
          "\(stale.english): stale: '\(stale.excerpt)' changed after it was translated\(place)")
      }
    }
  }

  /// "12 of 93 translated (12%), 2 stale, 79 missing".
  static func describe(_ tally: CatalogueTally) -> String {
    "\(tally.current) of \(tally.total) translated (\(tally.percent)%), \(tally.fuzzy) stale, \(tally.untranslated) missing"
  }

  static func tally(_ statuses: [TestStatus]) -> String {
    let counts = Dictionary(grouping: statuses, by: \.label).mapValues(\.count)
    let parts = ["passed", "failed", "skipped", "stale", "not run"].compactMap { label in
      counts[label].map { "\($0) \(label)" }
    }
    return parts.isEmpty ? "none" : parts.joined(separator: ", ")
  }
}
