/// Questions about the ASCII characters of a text (where the first `{` is, the pieces between
/// commas), answered on its bytes as the same question asked of its characters would be: an
/// ASCII byte counts as that character only when it is a character of its own
/// (``Swift/Substring/isCharacter(atByte:)``), not one a mark joins (`" \u{301}"`).
extension Substring {
  /// How many bytes the characters before the first one that is an ASCII byte `stops` takes
  /// (`prefix { !stops($0) }`, counted in bytes).
  public func byteCount(beforeCharacter stops: (UInt8) -> Bool) -> Int {
    withBytes { bytes in
      var offset = 0
      while offset < bytes.count, !(stops(bytes[offset]) && isCharacter(atByte: offset, in: bytes))
      { offset += 1 }
      return offset
    }
  }

  /// How many bytes the leading characters that are ASCII bytes `matches` takes
  /// (`prefix(while:)`, counted in bytes).
  public func byteCount(ofLeadingCharacters matches: (UInt8) -> Bool) -> Int {
    withBytes { bytes in
      var offset = 0
      while offset < bytes.count, matches(bytes[offset]), isCharacter(atByte: offset, in: bytes) {
        offset += 1
      }
      return offset
    }
  }

  /// The text without its first `count` bytes: slicing at a byte offset that comes from the
  /// counts above, which always fall on a character boundary.
  public func droppingBytes(_ count: Int) -> Substring {
    self[utf8.index(utf8.startIndex, offsetBy: count)...]
  }

  /// The text cut at each character that is the ASCII byte `separator`, empty pieces left out
  /// unless `omittingEmpty` is false: `split(separator:omittingEmptySubsequences:)` by
  /// characters.
  public func split(atCharacter separator: UInt8, omittingEmpty: Bool = true) -> [Substring] {
    let offsets = withBytes { bytes in
      bytes.indices.filter { bytes[$0] == separator && isCharacter(atByte: $0, in: bytes) }
    }
    var pieces: [Substring] = []
    var start = utf8.startIndex
    var startOffset = 0
    for offset in offsets + [utf8.count] {
      let end = utf8.index(start, offsetBy: offset - startOffset)
      if offset > startOffset || !omittingEmpty { pieces.append(self[start..<end]) }
      if offset < utf8.count {
        start = utf8.index(after: end)
        startOffset = offset + 1
      }
    }
    return pieces
  }

  /// Whether the ASCII byte at `offset` of `bytes`, this text's UTF-8, is a character of its
  /// own (``isCharacter(atByte:)``): at once beside ASCII bytes (but for the `\r` of a `\r\n`
  /// and its `\n`), else as the text's character boundaries say.
  public func isCharacter(atByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let byte = bytes[offset]
    if (offset == 0 || bytes[offset - 1] < 0x80)
      && (offset + 1 == bytes.count || bytes[offset + 1] < 0x80)
      && byte != UInt8(ascii: "\r") && byte != UInt8(ascii: "\n")
    {
      return true
    }
    return isCharacter(atByte: offset)
  }

  private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    utf8.withContiguousStorageIfAvailable(body) ?? Array(utf8).withUnsafeBufferPointer(body)
  }
}
