/// A position in a byte buffer with the small look-ahead helpers every lexer needs.
struct ByteCursor {
  let bytes: [UInt8]
  var position = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var atEnd: Bool { position >= bytes.count }

  func peek(_ offset: Int = 0) -> UInt8? {
    let index = position + offset
    return index < bytes.count ? bytes[index] : nil
  }

  /// Whether the bytes at the cursor spell `text`.
  func starts(with text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    let pointer = text.utf8Start
    for offset in 0..<count where bytes[position + offset] != pointer[offset] { return false }
    return true
  }

  mutating func advance(_ count: Int = 1) { position = min(position + count, bytes.count) }

  mutating func advance(while predicate: (UInt8) -> Bool) {
    while position < bytes.count, predicate(bytes[position]) { position += 1 }
  }

  /// Moves past the end of the current line, leaving the newline itself unread.
  mutating func advanceToEndOfLine() { advance(while: { $0 != UInt8(ascii: "\n") }) }
}
