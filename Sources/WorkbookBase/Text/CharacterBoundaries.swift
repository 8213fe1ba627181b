extension Substring {
  /// Whether a character of the text starts at UTF-8 offset `offset` (the text's ends count).
  /// Between two ASCII bytes there always is one but inside `\r\n`, so the text's own character
  /// boundaries are consulted only beside a byte beyond ASCII, where a mark may join what is
  /// before it or a prepended sign what is after it.
  public func isCharacterBoundary(atByte offset: Int) -> Bool {
    let utf8 = self.utf8
    precondition((0...utf8.count).contains(offset), "byte offset \(offset) outside the text")
    guard offset > 0, offset < utf8.count else { return true }
    let index = utf8.index(utf8.startIndex, offsetBy: offset)
    let before = utf8[utf8.index(before: index)]
    let after = utf8[index]
    if before < 0x80, after < 0x80 {
      return !(before == UInt8(ascii: "\r") && after == UInt8(ascii: "\n"))
    }
    return String.Index(index, within: self) != nil
  }

  /// Whether the byte at UTF-8 offset `offset` is a character of its own: what a split or a
  /// comparison by characters sees as that ASCII character (`"`, ` `, `|`), and not as part of
  /// one a mark joins (`" \u{301}"`).
  public func isCharacter(atByte offset: Int) -> Bool {
    isCharacterBoundary(atByte: offset) && isCharacterBoundary(atByte: offset + 1)
  }

  /// `hasPrefix(prefix)` for an ASCII prefix, compared on the bytes: the bytes match and a
  /// character starts right after them. (Beyond ASCII, `hasPrefix` compares canonically: `é`
  /// is a prefix of `e\u{301}x`; this would say it is not, so it takes ASCII only.)
  public func hasCharacterPrefix(_ prefix: StaticString) -> Bool {
    precondition(prefix.isASCII, "hasCharacterPrefix compares ASCII prefixes only")
    return startsWithBytes(prefix) && isCharacterBoundary(atByte: prefix.utf8CodeUnitCount)
  }

  /// `hasSuffix(suffix)` for an ASCII suffix, compared on the bytes: the bytes match and a
  /// character starts where they do (no sign before them joins the first).
  public func hasCharacterSuffix(_ suffix: StaticString) -> Bool {
    precondition(suffix.isASCII, "hasCharacterSuffix compares ASCII suffixes only")
    let count = utf8.count
    let length = suffix.utf8CodeUnitCount
    guard count >= length else { return false }
    return suffix.withUTF8Buffer { suffix in utf8.suffix(length).elementsEqual(suffix) }
      && isCharacterBoundary(atByte: count - length)
  }
}
