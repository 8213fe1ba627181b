/// Writes the few JSON shapes the search index needs, straight into UTF-8 bytes: faster than
/// `JSONSerialization` on a large index, and with U+2028 and U+2029 escaped so the text is also
/// a valid JavaScript literal.
public enum JSONText {
  public static func string(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      var copied = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        let separator =
          byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
          && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || separator
        else {
          index += 1
          continue
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
        copied = index + 1
        switch byte {
        case UInt8(ascii: "\""): output += [0x5C, 0x22]
        case UInt8(ascii: "\\"): output += [0x5C, 0x5C]
        case UInt8(ascii: "\n"): output += [0x5C, UInt8(ascii: "n")]
        case UInt8(ascii: "\r"): output += [0x5C, UInt8(ascii: "r")]
        case UInt8(ascii: "\t"): output += [0x5C, UInt8(ascii: "t")]
        case 0xE2:
          output += Array((bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
          index += 2
          copied = index + 1
        default:
          let hex = String(byte, radix: 16)
          output += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
        }
        index += 1
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
    }
    output.append(UInt8(ascii: "\""))
  }

  /// Appends `value` in decimal.
  public static func number(_ value: Int, into output: inout [UInt8]) {
    if value < 0 {
      output.append(UInt8(ascii: "-"))
      number(-value, into: &output)
    } else if value < 10 {
      output.append(UInt8(ascii: "0") + UInt8(value))
    } else {
      number(value / 10, into: &output)
      output.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
  }

  /// Appends `text`, which the caller knows needs no escaping.
  public static func raw(_ text: String, into output: inout [UInt8]) {
    output.append(contentsOf: text.utf8)
  }
}
