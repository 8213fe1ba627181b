import ArgumentParser
import Workbook

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

  @Option(help: "How often to look for changes, in milliseconds.")
  var interval = 200

  func run() throws {
    let session = PreviewSession(root: try options.resolvedRoot())
    report(session.build(), after: [])
    Console.progress(
      "Open \(session.outputDirectory.appending(path: "index.html").path); watching for changes (Ctrl-C stops)."
    )
    while true {
      usleep(useconds_t(max(interval, 10) * 1000))
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
