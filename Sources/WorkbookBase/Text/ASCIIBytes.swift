/// How the generator classifies the ASCII bytes of UTF-8 text, for the scans that run on every
/// byte of a book: highlighting, search text, test references. Any byte of a non-ASCII character
/// is 0x80 or above, so none of these mistakes it for ASCII.
extension UInt8 {
  /// A space or a tab: the blanks around a field, a directive or a line's indentation.
  @inlinable public var isSpaceOrTab: Bool { self == 0x20 || self == 0x09 }
  @inlinable public var isASCIIWhitespace: Bool {
    self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D
  }
  @inlinable public var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }
  @inlinable public var isASCIILetter: Bool {
    (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A)
  }
  @inlinable public var isASCIIUppercase: Bool { self >= 0x41 && self <= 0x5A }
  @inlinable public var isASCIILowercase: Bool { self >= 0x61 && self <= 0x7A }
  /// A byte that may start an identifier: a letter, `_`, or any byte of a non-ASCII character.
  @inlinable public var isIdentifierHead: Bool {
    isASCIILetter || self == UInt8(ascii: "_") || self >= 0x80
  }
  @inlinable public var isIdentifierBody: Bool { isIdentifierHead || isASCIIDigit }
  /// An ASCII letter, digit or `_`: the ASCII bytes of a search term or a test's name.
  @inlinable public var isASCIIWordByte: Bool {
    isASCIILetter || isASCIIDigit || self == UInt8(ascii: "_")
  }
}

extension Unicode.UTF8 {
  /// How many bytes the scalar that `leading` starts takes in valid UTF-8.
  @inlinable public static func length(startingWith leading: UInt8) -> Int {
    leading < 0x80 ? 1 : leading < 0xE0 ? 2 : leading < 0xF0 ? 3 : 4
  }

  /// The scalar whose `length` bytes start at `index` of valid UTF-8 `bytes`.
  @inlinable public static func scalar(
    in bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int
  )
    -> Unicode.Scalar
  {
    var value = UInt32(bytes[index]) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }

  /// Appends the scalars of valid UTF-8 `bytes` to `scalars`, in order.
  @inlinable public static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, into scalars: inout [Unicode.Scalar]
  ) {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let length = Self.length(startingWith: byte)
      scalars.append(
        length == 1 ? Unicode.Scalar(byte) : scalar(in: bytes, at: index, length: length))
      index += length
    }
  }
}
