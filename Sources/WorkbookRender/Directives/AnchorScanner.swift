import WorkbookBase

/// Finds a file's anchors line by line: the line of each `ANCHOR:` marker and of the first
/// `ANCHOR_END:` after it. An anchor opened twice is an error at the second. Fed every line
/// that may hold a marker, in order, whether the file was read whole or in pieces.
struct AnchorScanner {
  let path: String
  private(set) var spans: [String: SourceFiles.AnchorSpan] = [:]

  init(path: String) { self.path = path }

  /// Takes line `number`, which holds `ANCHOR` somewhere.
  mutating func scan(_ line: Substring, number: Int) throws(Diagnostic) {
    if let name = IncludeResolver.markerName(line, marker: "ANCHOR:") {
      if let first = spans[name] {
        throw Diagnostic(
          "anchor '\(name)' is opened a second time (first on line \(first.start))",
          at: SourceLocation(
            path: path, line: number, column: (line.byteOffset(of: "ANCHOR:") ?? 0) + 1))
      }
      spans[name] = SourceFiles.AnchorSpan(start: number)
    } else if let name = IncludeResolver.markerName(line, marker: "ANCHOR_END:"),
      let span = spans[name], span.end == nil
    {
      spans[name]?.end = number
    }
  }
}
