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
      let line = rawLine.utf8.last == UInt8(ascii: "\r") ? rawLine.dropLast() : rawLine
      let trimmed = line.droppingBytes(line.byteCount(ofLeadingCharacters: \.isSpaceOrTab))
      if trimmed.isEmpty || trimmed.hasCharacterPrefix("#") { continue }
      let indent = line.utf8.count - trimmed.utf8.count
      let lineNumber = index + 1
      let keyLength = trimmed.byteCount(beforeCharacter: { $0 == UInt8(ascii: ":") })
      guard keyLength < trimmed.utf8.count else {
        throw Diagnostic(
          "expected 'key: value'",
          at: SourceLocation(path: path, line: lineNumber, column: indent + 1))
      }
      let colon = trimmed.droppingBytes(keyLength)
      let key = String(trimmed[..<colon.startIndex]).trimmingSpaces
      let afterColon = colon.droppingBytes(1)
      let valueStart = afterColon.droppingBytes(
        afterColon.byteCount(ofLeadingCharacters: \.isSpaceOrTab))
      let valueColumn = indent + trimmed.utf8.count - valueStart.utf8.count + 1
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
