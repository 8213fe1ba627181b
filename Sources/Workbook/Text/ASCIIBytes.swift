/// How the generator classifies the ASCII bytes of UTF-8 text, for the scans that run on every
/// byte of a book: highlighting, search text, test references. Any byte of a non-ASCII character
/// is 0x80 or above, so none of these mistakes it for ASCII.
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
