extension String {
  /// The text cut at each `\n` byte, every line kept (an empty last one too). Found on the UTF-8
  /// bytes, so a `\r\n`, one `Character`, is cut as well, its `\r` left at the end of the line:
  /// files are read with their line endings made `\n` (see ``TextDecoding``), and any other text
  /// is cut the same way.
  public var lines: [Substring] {
    // The newlines' byte offsets, found on the bytes in place where the text is stored
    // contiguously (as native strings are); an offset in the UTF-8 view is an index at once.
    let newlines =
      utf8.withContiguousStorageIfAvailable { bytes in
        bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }
      }
      ?? utf8.enumerated().filter { $0.element == UInt8(ascii: "\n") }.map(\.offset)
    var lines: [Substring] = []
    lines.reserveCapacity(newlines.count + 1)
    var start = utf8.startIndex
    for offset in newlines {
      let newline = utf8.index(utf8.startIndex, offsetBy: offset)
      lines.append(self[start..<newline])
      start = utf8.index(after: newline)
    }
    lines.append(self[start...])
    return lines
  }
}
