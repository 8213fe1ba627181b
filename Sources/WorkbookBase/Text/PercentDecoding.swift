extension StringProtocol {
  /// The text with each `%XX` replaced by the byte it encodes, as a browser reads a link's path
  /// and fragment; nil when a `%` is not followed by two hex digits or the bytes are not UTF-8.
  @inlinable public var percentDecoded: String? {
    // Without a `%`, the text is its own decoding.
    guard containsByte(where: { $0 == UInt8(ascii: "%") }) else { return String(self) }
    var bytes: [UInt8] = []
    var input = utf8.makeIterator()
    while let byte = input.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = input.next().flatMap(Self.hexValue),
        let low = input.next().flatMap(Self.hexValue)
      else { return nil }
      bytes.append(high << 4 | low)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  @usableFromInline static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
