/// Escaping for text the generator puts into HTML it writes itself.
public enum HTML {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, safe in text and attributes.
  public static func escape(_ text: some StringProtocol) -> String {
    var needsEscaping = false
    for byte in text.utf8
    where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 {
      needsEscaping = true
      break
    }
    guard needsEscaping else { return String(text) }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }
}
