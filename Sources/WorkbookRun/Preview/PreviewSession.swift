import WorkbookBase
import WorkbookSite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The live preview (`workbook watch`): builds the site with a reload script in every page, then
/// rebuilds whenever the book's inputs change. It needs no server: a page opened from
/// `site/public` (over `file://`) keeps loading `preview-state.js`, which names the last good
/// build; when that is not the build the page came from, the page reloads at the same scroll
/// position. A failed build leaves the last good site in place, and its errors appear on the
/// open page until the next good build.
public final class PreviewSession {
  /// What one build did.
  public enum Outcome {
    case built(SiteBuilder.Report, milliseconds: Double)
    /// The diagnostics, as printed.
    case failed([String], milliseconds: Double)
  }

  public let root: URL
  private var snapshot: InputSnapshot?
  private var builds = 0
  private var lastGoodBuild = ""
  /// Told apart from the builds of an earlier session, so its pages reload too.
  private let sessionID = String(UInt64(Date().timeIntervalSince1970 * 1000), radix: 36)

  public init(root: URL) { self.root = root }

  public var outputDirectory: URL { SiteBuilder(root: root).outputDirectory }

  /// The inputs added, removed or changed since the last build; every input before the first.
  public func changedInputs() -> [String] {
    let current = InputSnapshot(root: root)
    guard let snapshot else {
      return current.changes(since: InputSnapshot(root: root, folders: []))
    }
    return current.changes(since: snapshot)
  }

  /// Builds the site now, whatever changed.
  public func build() -> Outcome {
    let clock = ContinuousClock()
    let start = clock.now
    snapshot = InputSnapshot(root: root)
    builds += 1
    let build = "\(sessionID)-\(builds)"
    var builder = SiteBuilder(root: root)
    builder.preview = PreviewScript(build: build)
    builder.extraFiles = [
      "preview.js": LiveReloadScript.source, "preview-state.js": Self.state(build, errors: []),
    ]
    do {
      let report = try builder.build()
      lastGoodBuild = build
      return .built(report, milliseconds: Self.milliseconds(clock.now - start))
    } catch {
      let errors = Self.lines(error)
      try? SiteWriter.writeFile(
        Array(Self.state(lastGoodBuild, errors: errors).utf8),
        to: outputDirectory.appending(path: "preview-state.js").path)
      return .failed(errors, milliseconds: Self.milliseconds(clock.now - start))
    }
  }

  /// The text of `preview-state.js`: the last good build and the errors of the last attempt.
  static func state(_ build: String, errors: [String]) -> String {
    var output: [UInt8] = []
    JSONText.raw("window.workbookPreviewState({\"build\":", into: &output)
    JSONText.string(build, into: &output)
    JSONText.raw(",\"errors\":[", into: &output)
    for (index, error) in errors.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      JSONText.string(error, into: &output)
    }
    JSONText.raw("]});\n", into: &output)
    return String(decoding: output, as: UTF8.self)
  }

  private static func lines(_ error: any Error) -> [String] {
    switch error {
    case let list as DiagnosticList: list.diagnostics.map(\.description)
    case let diagnostic as Diagnostic: [diagnostic.description]
    default: ["\(error)"]
    }
  }

  private static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}
