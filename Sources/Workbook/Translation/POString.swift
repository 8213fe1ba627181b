/// The quoted strings of a PO file: C escapes inside double quotes, a long value written as
/// several quoted pieces that are joined.
enum POString {
  /// `text` as one or more quoted pieces: one line when it has no line break before its end,
  /// else `""` followed by one piece per line, each ending in its `\n` (gettext's layout).
  static func quoted(_ text: String) -> [String] {
    let pieces = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard pieces.count > 2 || (pieces.count == 2 && !pieces[1].isEmpty) else {
      return ["\"\(escape(text))\""]
    }
    var lines = ["\"\""]
    for (index, piece) in pieces.enumerated() {
      let isLast = index == pieces.count - 1
      if isLast, piece.isEmpty { break }
      lines.append("\"\(escape(String(piece)))\(isLast ? "" : "\\n")\"")
    }
    return lines
  }

  static func escape(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      case "\t": escaped += "\\t"
      case "\r": escaped += "\\r"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// The text of one quoted piece, `"…"` with nothing after it but spaces; the column of a
  /// problem (1-based, in UTF-8 bytes from the piece's first byte) on failure.
  static func unquote(_ piece: Substring) -> Result<String, Problem> {
    guard piece.hasPrefix("\"") else { return .failure(Problem("expected '\"'", offset: 0)) }
    var text = ""
    var escaped = false
    var offset = 1
    var rest = piece.dropFirst()
    while let character = rest.first {
      rest = rest.dropFirst()
      defer { offset += character.utf8.count }
      if escaped {
        escaped = false
        switch character {
        case "n": text += "\n"
        case "t": text += "\t"
        case "r": text += "\r"
        case "\\", "\"": text.append(character)
        default:
          return .failure(
            Problem("unknown escape '\\\(character)' in a quoted string", offset: offset - 1))
        }
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        guard rest.trimmingSpaces.isEmpty else {
          return .failure(Problem("unexpected text after the closing '\"'", offset: offset + 1))
        }
        return .success(text)
      } else {
        text.append(character)
      }
    }
    return .failure(Problem("unterminated quoted string", offset: 0))
  }

  /// What is wrong with a quoted piece, and how many bytes into it.
  struct Problem: Error {
    var message: String
    var offset: Int

    init(_ message: String, offset: Int) {
      self.message = message
      self.offset = offset
    }
  }
}
