extension String {
  /// The text cut at each `\n` byte, every line kept (an empty last one too). Found on the UTF-8
  /// bytes, so a `\r\n`, one `Character`, is cut as well, its `\r` left at the end of the line:
  /// files are read with their line endings made `\n` (see ``TextDecoding``), and any other text
  /// is cut the same way.
  public var lines: [Substring] {
    // The newlines' byte offsets, found on the bytes in place where the text is stored
    // contiguously (as native strings are), each then reached from the line before it.
    let newlines =
      utf8.withContiguousStorageIfAvailable { bytes in
        bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }
      }
      ?? utf8.enumerated().filter { $0.element == UInt8(ascii: "\n") }.map(\.offset)
    var lines: [Substring] = []
    lines.reserveCapacity(newlines.count + 1)
    var start = utf8.startIndex
    var startOffset = 0
    for offset in newlines {
      let newline = utf8.index(start, offsetBy: offset - startOffset)
      lines.append(self[start..<newline])
      start = utf8.index(after: newline)
      startOffset = offset + 1
    }
    lines.append(self[start...])
    return lines
  }
}
