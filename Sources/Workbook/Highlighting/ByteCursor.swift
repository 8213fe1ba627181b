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

extension UInt8 {
  var isASCIIWhitespace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
  var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }
  var isASCIILetter: Bool { (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) }
  var isASCIIUppercase: Bool { self >= 0x41 && self <= 0x5A }
  /// A byte that may start an identifier: a letter, `_`, or any byte of a non-ASCII character.
  var isIdentifierHead: Bool { isASCIILetter || self == UInt8(ascii: "_") || self >= 0x80 }
  var isIdentifierBody: Bool { isIdentifierHead || isASCIIDigit }
  /// An ASCII letter, digit or `_`: the ASCII bytes of a search term or a test's name.
  var isASCIIWordByte: Bool { isASCIILetter || isASCIIDigit || self == UInt8(ascii: "_") }
}
