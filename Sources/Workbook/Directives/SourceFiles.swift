#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads files of the book's package by their path relative to its root, keeping each once read
/// (pages rendered in parallel share one). A path outside the package, a missing file or one
/// that is not UTF-8 text is an error (see ``PackageRoot``).
public final class SourceFiles: Sendable {
  public let root: URL
  let package: PackageRoot
  private let texts = Memo<String, String>()
  private let lineLists = Memo<String, [Substring]>()
  private let anchorSpans = Memo<String, [String: AnchorSpan]>()

  /// Where one anchor's marker lines stand in a file, 1-based.
  struct AnchorSpan: Sendable {
    var start: Int
    var end: Int?
  }

  public init(root: URL) {
    self.root = root
    package = PackageRoot(root)
  }

  public func read(_ path: String, at location: SourceLocation) throws(Diagnostic) -> String {
    try texts.value(for: path) { () throws(Diagnostic) in
      try package.readText(path, at: location)
    }
  }

  /// The file's lines, without a final empty one, split once per build.
  func lines(_ path: String, at location: SourceLocation) throws(Diagnostic) -> [Substring] {
    try lineLists.value(for: path) { () throws(Diagnostic) in
      var lines = try read(path, at: location).lines
      if lines.last == "" { lines.removeLast() }
      return lines
    }
  }

  /// Every anchor of the file by name, found in one pass: the line of its `ANCHOR:` marker and
  /// of the first `ANCHOR_END:` after it. An anchor opened twice is an error at the second.
  func anchors(_ path: String, at location: SourceLocation) throws(Diagnostic) -> [String:
    AnchorSpan]
  {
    try anchorSpans.value(for: path) { () throws(Diagnostic) in try findAnchors(path, at: location)
    }
  }

  private func findAnchors(_ path: String, at location: SourceLocation) throws(Diagnostic)
    -> [String: AnchorSpan]
  {
    var spans: [String: AnchorSpan] = [:]
    for (index, line) in try lines(path, at: location).enumerated()
    where Self.mayHoldMarker(line) {
      if let name = IncludeResolver.markerName(line, marker: "ANCHOR:") {
        if let first = spans[name] {
          throw Diagnostic(
            "anchor '\(name)' is opened a second time (first on line \(first.start))",
            at: SourceLocation(
              path: path, line: index + 1, column: (line.byteOffset(of: "ANCHOR:") ?? 0) + 1))
        }
        spans[name] = AnchorSpan(start: index + 1)
      } else if let name = IncludeResolver.markerName(line, marker: "ANCHOR_END:"),
        let span = spans[name], span.end == nil
      {
        spans[name]?.end = index + 1
      }
    }
    return spans
  }

  /// Whether `line` contains `ANCHOR`: most lines do not, and this is the one test every line of
  /// every included file goes through.
  private static func mayHoldMarker(_ line: Substring) -> Bool {
    line.containsBytes(of: "ANCHOR")
  }
}
