extension String {
  /// The text cut at each `\n` byte, every line kept (an empty last one too). Found on the UTF-8
  /// bytes, so a `\r\n`, one `Character`, is cut as well, its `\r` left at the end of the line:
  /// files are read with their line endings made `\n` (see ``TextDecoding``), and any other text
  /// is cut the same way.
  public var lines: [Substring] {
    var lines: [Substring] = []
    var start = utf8.startIndex
    var index = utf8.startIndex
    while index < utf8.endIndex {
      if utf8[index] == UInt8(ascii: "\n") {
        lines.append(self[start..<index])
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    lines.append(self[start...])
    return lines
  }
}
