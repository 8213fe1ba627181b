/// Writes the few JSON shapes the search index needs, straight into a string: faster than
/// `JSONSerialization` on a large index, and with U+2028 and U+2029 escaped so the text is also
/// a valid JavaScript literal.
enum JSONText {
  static func string(_ text: String, into output: inout String) {
    output.append("\"")
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output.append("\\\"")
      case "\\": output.append("\\\\")
      case "\n": output.append("\\n")
      case "\r": output.append("\\r")
      case "\t": output.append("\\t")
      case "\u{2028}": output.append("\\u2028")
      case "\u{2029}": output.append("\\u2029")
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output.append("\"")
  }
}
