import ArgumentParser
import WorkbookBook
import WorkbookRender
import WorkbookRun

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `workbook test [CHAPTER]`: runs the tests and records their results for the pages.
struct TestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Run the tests and record their results for the site.",
    discussion: """
      Runs 'swift test' for the whole package, or for one chapter's test target when CHAPTER is \
      given (a chapter file such as 01-raw-kvo.md, or a test target such as RawKVOTests). Each \
      test's result is saved in .workbook/test-results.json with a hash of the sources it ran \
      against; pages built later show results of older sources as stale. A run in which no test \
      ran is an error.
      """)

  @OptionGroup var options: RootOptions

  @Argument(help: "A chapter (01-raw-kvo.md or 01-raw-kvo) or a test target (RawKVOTests).")
  var chapter: String?

  func run() throws {
    try Self.runTests(root: try options.resolvedRoot(), chapter: chapter, failOnTestFailure: true)
  }

  /// Runs and records the tests; a failing test fails the command only if `failOnTestFailure`.
  static func runTests(root: URL, chapter: String?, failOnTestFailure: Bool) throws {
    let summary = try Console.reportingDiagnostics { () throws -> TestRunner.Summary in
      let target = try chapter.map {
        try TestRunner.target(for: $0, in: TableOfContents.load(root: root))
      }
      return try TestRunner(root: root, progress: Console.progress).run(target: target)
    }
    Console.progress(
      "Recorded \(summary.passed) passed, \(summary.failed) failed in \(summary.targets.joined(separator: ", ")) → .workbook/test-results.json"
    )
    if failOnTestFailure, summary.failed > 0 || !summary.succeeded { throw ExitCode.failure }
  }
}
