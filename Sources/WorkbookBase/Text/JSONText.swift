/// Writes the few JSON shapes the search index needs, straight into UTF-8 bytes: faster than
/// `JSONSerialization` on a large index, and with U+2028 and U+2029 escaped so the text is also
/// a valid JavaScript literal. Inlinable, so that a caller in another module writes a number or
/// scans a string without a call per byte.
public enum JSONText {
  /// Appends `text` as a JSON string literal: quoted, with quotes, backslashes, control
  /// characters and the two line separators escaped. Text with none of them (most of it) is
  /// scanned eight bytes at a time and copied whole.
  @inlinable public static func string(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      var copied = 0
      var index = 0
      while index < bytes.count {
        if index + 8 <= bytes.count,
          !mayNeedEscape(
            UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt64.self))
        {
          index += 8
          continue
        }
        let byte = bytes[index]
        guard
          byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2
        else {
          index += 1
          continue
        }
        let separator =
          byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
          && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
        guard byte != 0xE2 || separator else {
          index += 1
          continue
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
        index += separator ? 3 : 1
        copied = index
        escape(separator ? bytes[index - 1] : byte, into: &output)
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
    }
    output.append(UInt8(ascii: "\""))
  }

  /// Exactly whether any of the eight bytes of `word` is a control character, a quote, a
  /// backslash or 0xE2 (which starts U+2028 and U+2029). Inside the arithmetic a borrow may flag
  /// a byte after one that is, but never a word without one.
  @inlinable static func mayNeedEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
    let hasControl = (word &- 0x20 &* ones) & ~word & highs != 0
    return hasControl || hasZeroByte(word ^ (0x22 &* ones)) || hasZeroByte(word ^ (0x5C &* ones))
      || hasZeroByte(word ^ (0xE2 &* ones))
  }

  /// Appends the escape of `byte`: a quote, a backslash or a control character, or for the
  /// line separators, the last byte of U+2028 (0xA8) or U+2029 (0xA9).
  @usableFromInline static func escape(_ byte: UInt8, into output: inout [UInt8]) {
    switch byte {
    case UInt8(ascii: "\""): output += [0x5C, 0x22]
    case UInt8(ascii: "\\"): output += [0x5C, 0x5C]
    case UInt8(ascii: "\n"): output += [0x5C, UInt8(ascii: "n")]
    case UInt8(ascii: "\r"): output += [0x5C, UInt8(ascii: "r")]
    case UInt8(ascii: "\t"): output += [0x5C, UInt8(ascii: "t")]
    case 0xA8: output += Array("\\u2028".utf8)
    case 0xA9: output += Array("\\u2029".utf8)
    default:
      let hex = String(byte, radix: 16)
      output += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }
  }

  /// Appends `value` in decimal. One or two digits, as most numbers of the search index are,
  /// are appended where the caller is.
  @inlinable @inline(__always) public static func number(
    _ value: Int, into output: inout [UInt8]
  ) {
    if (0..<10).contains(value) {
      output.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
    } else if (10..<100).contains(value) {
      output.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 10))
      output.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10))
    } else {
      digits(of: value, into: &output)
    }
  }

  /// ``number(_:into:)`` of a number of three digits or more, or a negative one.
  @usableFromInline static func digits(of value: Int, into output: inout [UInt8]) {
    if value < 0 { output.append(UInt8(ascii: "-")) }
    let magnitude = value.magnitude
    var divisor: UInt = 1
    while magnitude / divisor >= 10 { divisor *= 10 }
    while divisor > 0 {
      output.append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
      divisor /= 10
    }
  }

  /// Appends `text`, which the caller knows needs no escaping.
  @inlinable public static func raw(_ text: String, into output: inout [UInt8]) {
    output.append(contentsOf: text.utf8)
  }
}
