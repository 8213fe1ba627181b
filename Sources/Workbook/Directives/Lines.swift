extension StringProtocol where SubSequence == Substring {
  /// The text cut at each `\n`, as `split(separator: "\n", omittingEmptySubsequences: false)`
  /// cuts it, found on the UTF-8 bytes. That split never cuts a `\r\n`, one character, so text
  /// holding a `\r` takes it instead.
  var lines: [Substring] {
    guard !utf8.contains(UInt8(ascii: "\r")) else {
      return split(separator: "\n", omittingEmptySubsequences: false)
    }
    var lines: [Substring] = []
    var start = startIndex
    while let newline = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) {
      lines.append(self[start..<newline])
      start = utf8.index(after: newline)
    }
    lines.append(self[start...])
    return lines
  }
}
