import ArgumentParser
import WorkbookBase
import WorkbookRun

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `workbook watch` (or `serve`): the live preview.
struct WatchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "watch",
    abstract: "Build the site, then rebuild it whenever the book changes; open pages reload.",
    discussion: """
      Builds site/public with a small reload script in every page, then polls chapters/, \
      site/theme/, .workbook/ and the Sources/, Tests/ and Solutions/ trees, and rebuilds when \
      a file changes. No server is needed: open site/public/index.html from disk, and each open \
      page reloads after a good build, at the same scroll position. A failed build prints its \
      errors, leaves the last good site, and shows the errors at the bottom of the open page. \
      Stop with Ctrl-C, then run 'workbook build' for a site without the reload script.
      """,
    aliases: ["serve"])

  @OptionGroup var options: RootOptions

  /// The polling intervals accepted, in milliseconds: often enough not to spin, seldom enough
  /// to notice an edit within a minute.
  static let intervals = 10...60_000

  @Option(help: "How often to look for changes, in milliseconds (10 to 60000).")
  var interval = 200

  func validate() throws {
    guard Self.intervals.contains(interval) else {
      throw Console.failure(
        "--interval \(interval): give a number of milliseconds from \(Self.intervals.lowerBound) to \(Self.intervals.upperBound)"
      )
    }
  }

  func run() throws {
    let session = PreviewSession(root: try options.resolvedRoot())
    report(session.build(), after: [])
    Console.progress(
      "Open \(session.outputDirectory.appending(path: "index.html").path); watching for changes (Ctrl-C stops)."
    )
    while true {
      var pause = timespec(tv_sec: interval / 1000, tv_nsec: interval % 1000 * 1_000_000)
      var left = timespec()
      while nanosleep(&pause, &left) != 0, errno == EINTR { pause = left }
      let changed = session.changedInputs()
      if !changed.isEmpty { report(session.build(), after: changed) }
    }
  }

  private func report(_ outcome: PreviewSession.Outcome, after changed: [String]) {
    let cause =
      changed.isEmpty
      ? ""
      : " after \(changed.prefix(3).joined(separator: ", "))\(changed.count > 3 ? "…" : "") changed"
    switch outcome {
    case .built(let report, let milliseconds):
      Console.progress(
        "Built \(report.pageCount) pages in \(Int(milliseconds.rounded())) ms\(cause)")
    case .failed(let errors, let milliseconds):
      errors.forEach(Console.progress)
      Console.progress(
        "Build failed in \(Int(milliseconds.rounded())) ms\(cause): \(errors.count) error\(errors.count == 1 ? "" : "s"); the last good site stays"
      )
    }
  }
}
