import WorkbookBase
import WorkbookBook

/// A GitHub-style pipe table read from the lines of one paragraph: a header row, an alignment row
/// (`---`, `:--`, `:-:`, `--:`) and body rows. Cells are split at unescaped `|`; `\|` stands for a
/// pipe inside a cell. cmark (plain CommonMark) leaves such a paragraph as text, so the generator
/// recognises it itself and renders each cell's text through cmark.
struct PipeTable: Equatable {
  enum Alignment: Equatable { case unspecified, left, center, right }

  /// One cell's Markdown (escaped pipes already turned into `|`) and the 1-based column, within
  /// its line, where the cell's text starts.
  struct Cell: Equatable {
    var text: String
    var column: Int
  }

  /// A row's cells and the 1-based line of the paragraph it came from.
  struct Row: Equatable {
    var cells: [Cell]
    var line: Int
  }

  /// What is wrong with a table, and where: a line of the paragraph (1-based) and a column in it.
  struct Problem: Error, Equatable {
    var message: String
    var line: Int
    var column: Int
  }

  var header: Row
  var alignments: [Alignment]
  var body: [Row]

  /// Whether `lines` (a paragraph's lines, each from the paragraph's start column) are meant as a
  /// table: at least two lines, the first holding a `|`, the second holding a `|` and at least
  /// one well-formed alignment cell (so a mistyped alignment row is reported, not ignored).
  static func isTable(_ lines: [Substring]) -> Bool {
    let pipe = UInt8(ascii: "|")
    guard lines.count >= 2, lines[0].utf8.contains(pipe), lines[1].utf8.contains(pipe) else {
      return false
    }
    return cells(of: lines[1]).contains { alignment($0.text) != nil }
  }

  /// Reads `lines` as a table; throws the first ``Problem`` found: an alignment cell that is not
  /// `:?-+:?`, or a row whose number of cells differs from the header's.
  init(lines: [Substring]) throws(Problem) {
    header = Row(cells: Self.cells(of: lines[0]), line: 1)
    let alignmentCells = Self.cells(of: lines[1])
    alignments = []
    for cell in alignmentCells {
      guard let alignment = Self.alignment(cell.text) else {
        throw Problem(
          message: "bad alignment cell '\(cell.text)' in a table (expected ---, :--, :-: or --:)",
          line: 2, column: cell.column)
      }
      alignments.append(alignment)
    }
    guard alignmentCells.count == header.cells.count else {
      throw Problem(
        message:
          "the alignment row of a table has \(Self.cells(alignmentCells.count)), the header \(header.cells.count)",
        line: 2, column: 1)
    }
    body = []
    for (index, line) in lines.dropFirst(2).enumerated() {
      let row = Row(cells: Self.cells(of: line), line: index + 3)
      guard row.cells.count == header.cells.count else {
        throw Problem(
          message:
            "a row of a table has \(Self.cells(row.cells.count)), the header \(header.cells.count)",
          line: row.line, column: 1)
      }
      body.append(row)
    }
  }

  /// "1 cell", "3 cells".
  private static func cells(_ count: Int) -> String { count == 1 ? "1 cell" : "\(count) cells" }

  private static func alignment(_ text: String) -> Alignment? {
    let leading = text.hasPrefix(":")
    let trailing = text.hasSuffix(":") && text.count > 1
    let dashes = text.dropFirst(leading ? 1 : 0).dropLast(trailing ? 1 : 0)
    guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
    switch (leading, trailing) {
    case (true, true): return .center
    case (true, false): return .left
    case (false, true): return .right
    case (false, false): return .unspecified
    }
  }

  /// The cells of one row: split at unescaped pipes, a leading and a trailing pipe dropped, each
  /// cell trimmed and its `\|` turned into `|` (other escapes are left for cmark).
  static func cells(of line: Substring) -> [Cell] {
    var contiguous = line
    return contiguous.withUTF8 { (bytes: UnsafeBufferPointer<UInt8>) -> [Cell] in
      // Read byte by byte, a pipe or a backslash counting only as a character of its own (one a
      // mark joins is text), as when the row is read by characters.
      func isAlone(_ byte: UInt8, _ ascii: Unicode.Scalar, at offset: Int) -> Bool {
        byte == UInt8(ascii: ascii) && line.isCharacter(atByte: offset, in: bytes)
      }
      var segments: [(text: String, offset: Int)] = []
      var piece: [UInt8] = []
      var start = 0
      var escaped = false
      for offset in bytes.indices {
        let byte = bytes[offset]
        if escaped {
          if !isAlone(byte, "|", at: offset) { piece.append(UInt8(ascii: "\\")) }
          piece.append(byte)
          escaped = false
        } else if isAlone(byte, "\\", at: offset) {
          escaped = true
        } else if isAlone(byte, "|", at: offset) {
          segments.append((String(decoding: piece, as: UTF8.self), start))
          piece.removeAll(keepingCapacity: true)
          start = offset + 1
        } else {
          piece.append(byte)
        }
      }
      if escaped { piece.append(UInt8(ascii: "\\")) }
      segments.append((String(decoding: piece, as: UTF8.self), start))
      if segments.count > 1, segments[0].text.trimmingSpaces.isEmpty { segments.removeFirst() }
      if segments.count > 1, segments[segments.count - 1].text.trimmingSpaces.isEmpty {
        segments.removeLast()
      }
      return segments.map { segment in
        let leading = segment.text.prefix { $0 == " " || $0 == "\t" }.utf8.count
        return Cell(text: segment.text.trimmingSpaces, column: segment.offset + leading + 1)
      }
    }
  }
}
