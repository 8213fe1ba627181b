import WorkbookBase

/// The rows of a comma-separated data file (no quoted fields), each value trimmed, with the line
/// each row came from; blank lines are skipped, and every row must have as many values as the
/// first, the header. Plots and data tables read their files through it.
public struct DataRows {
  public var header: [String]
  public var rows: [(values: [String], line: Int)]

  public init(_ text: String, path: String) throws(Diagnostic) {
    var found: [(values: [String], line: Int)] = []
    for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
      guard !line.trimmingSpaces.isEmpty else { continue }
      let values = line.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingSpaces
      }
      if let header = found.first, values.count != header.values.count {
        throw Diagnostic(
          "expected \(header.values.count) values, found \(values.count)",
          at: SourceLocation(path: path, line: offset + 1, column: 1))
      }
      found.append((values, offset + 1))
    }
    guard let first = found.first else {
      throw Diagnostic("the data file is empty", at: SourceLocation(path: path, line: 1, column: 1))
    }
    header = first.values
    rows = Array(found.dropFirst())
  }
}
