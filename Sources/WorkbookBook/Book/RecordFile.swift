import WorkbookBase

/// The small line format shared by the table of contents and the claims ledger.
///
/// A line `key: value` starting in column 1 opens a record; indented `key: value` lines below it
/// are that record's fields. Blank lines and lines whose first non-blank character is `#` are
/// ignored. Every key and value keeps its location, so a reader can point at the exact column of
/// an unknown key or a bad value.
public struct RecordFile {
  /// A `key: value` pair and where each half begins.
  public struct Field {
    public var key: String
    public var value: String
    public var keyLocation: SourceLocation
    public var valueLocation: SourceLocation
  }

  /// A top-level line and the indented fields under it.
  public struct Record {
    public var head: Field
    public var fields: [Field]
  }

  public var records: [Record]

  /// Parses `text`, read from `path`; a line that is not `key: value` is an error.
  public init(parsing text: String, path: String) throws(Diagnostic) {
    var records: [Record] = []
    for (index, rawLine) in text.lines.enumerated() {
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let indent = line.utf8.count - trimmed.utf8.count
      let lineNumber = index + 1
      guard let colon = trimmed.firstIndex(of: ":") else {
        throw Diagnostic(
          "expected 'key: value'",
          at: SourceLocation(path: path, line: lineNumber, column: indent + 1))
      }
      let key = String(trimmed[..<colon]).trimmingSpaces
      let afterColon = trimmed[trimmed.index(after: colon)...]
      let valueStart = afterColon.drop(while: { $0 == " " || $0 == "\t" })
      let valueColumn = indent + trimmed[..<valueStart.startIndex].utf8.count + 1
      let field = Field(
        key: key,
        value: String(valueStart).trimmingSpaces,
        keyLocation: SourceLocation(path: path, line: lineNumber, column: indent + 1),
        valueLocation: SourceLocation(path: path, line: lineNumber, column: valueColumn))
      if indent == 0 {
        records.append(Record(head: field, fields: []))
      } else if records.isEmpty {
        throw Diagnostic(
          "indented field '\(key)' belongs to no entry", at: field.keyLocation)
      } else {
        records[records.count - 1].fields.append(field)
      }
    }
    self.records = records
  }
}
