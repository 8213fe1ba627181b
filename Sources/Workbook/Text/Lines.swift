extension String {
  /// The text cut at each `\n`, as `split(separator: "\n", omittingEmptySubsequences: false)`
  /// cuts it, found on the UTF-8 bytes. That split never cuts a `\r\n`, one character, so text
  /// holding a `\r` takes it instead.
  var lines: [Substring] {
    let cut = utf8.withContiguousStorageIfAvailable { bytes -> [Substring]? in
      guard !bytes.contains(UInt8(ascii: "\r")) else { return nil }
      var lines: [Substring] = []
      var start = 0
      for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
        lines.append(self[index(atByte: start)..<index(atByte: offset)])
        start = offset + 1
      }
      lines.append(self[index(atByte: start)...])
      return lines
    }
    return (cut ?? nil) ?? split(separator: "\n", omittingEmptySubsequences: false)
  }

  private func index(atByte offset: Int) -> Index {
    utf8.index(utf8.startIndex, offsetBy: offset)
  }
}
