extension StringProtocol {
  /// The string without leading and trailing spaces and tabs: the characters `" "` and `"\t"`,
  /// found on the bytes. A space a mark joins (`" \u{301}"`) is no space character, so it stays,
  /// as it does when the string is read by characters.
  @inlinable public var trimmingSpaces: String {
    let text = Substring(self)
    let utf8 = text.utf8
    let (leading, trailing) =
      utf8.withContiguousStorageIfAvailable { bytes in
        let leading = bytes.prefix(while: \.isSpaceOrTab).count
        return (leading, bytes[leading...].reversed().prefix(while: \.isSpaceOrTab).count)
      }
      ?? {
        let leading = utf8.prefix(while: \.isSpaceOrTab).count
        return (leading, utf8.dropFirst(leading).reversed().prefix(while: \.isSpaceOrTab).count)
      }()
    var start = leading
    var end = utf8.count - trailing
    // Between ASCII bytes a character always starts; beside a byte beyond ASCII, a mark may
    // join the last leading space, or a prepended sign the first trailing one.
    if start > 0, !text.isCharacterBoundary(atByte: start) { start -= 1 }
    if end < utf8.count, end > start, !text.isCharacterBoundary(atByte: end) { end += 1 }
    guard start > 0 || end < utf8.count else { return String(text) }
    let first = utf8.index(utf8.startIndex, offsetBy: start)
    return String(text[first..<utf8.index(first, offsetBy: end - start)])
  }
}
