import WorkbookBase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// problem (1-based, in UTF-8 bytes from the piece's first byte) on failure. Read byte by
  /// byte: the quote, the backslash and the escapes are ASCII, so no byte of another character
  /// is mistaken for one.
  static func unquote(_ piece: Substring) -> Result<String, Problem> {
    var piece = piece
    return piece.withUTF8 { bytes in
      guard bytes.first == UInt8(ascii: "\"") else {
        return .failure(Problem("expected '\"'", offset: 0))
      }
      // The bytes between escapes are copied a run at a time; a piece without escapes becomes
      // the text straight from its bytes.
      var text: [UInt8] = []
      var runStart = 1
      var offset = 1
      while offset < bytes.count {
        // The next quote or backslash, whichever is first, found by `memchr`.
        guard let next = Self.nextQuoteOrBackslash(in: bytes, from: offset) else { break }
        offset = next
        if bytes[offset] == UInt8(ascii: "\\") {
          guard offset + 1 < bytes.count else { break }
          if text.isEmpty { text.reserveCapacity(bytes.count) }
          text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
          switch bytes[offset + 1] {
          case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
          case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
          case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
          case UInt8(ascii: "\\"), UInt8(ascii: "\""): text.append(bytes[offset + 1])
          default:
            let escape = String(
              decoding: Self.scalarBytes(in: bytes, at: offset + 1), as: UTF8.self)
            return .failure(
              Problem("unknown escape '\\\(escape)' in a quoted string", offset: offset))
          }
          offset += 2
          runStart = offset
        } else {
          guard
            bytes[(offset + 1)...].allSatisfy({
              $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
            })
          else {
            return .failure(
              Problem("unexpected text after the closing '\"'", offset: offset + 1))
          }
          let run = UnsafeBufferPointer(rebasing: bytes[runStart..<offset])
          guard runStart > 1 else { return .success(String(decoding: run, as: UTF8.self)) }
          text.append(contentsOf: run)
          return .success(String(decoding: text, as: UTF8.self))
        }
      }
      return .failure(Problem("unterminated quoted string", offset: 0))
    }
  }

  /// The offset of the first `"` or `\\` in `bytes` from `start` on, if any.
  private static func nextQuoteOrBackslash(in bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int?
  {
    let base = bytes.baseAddress! + start
    let count = bytes.count - start
    let quote = memchr(base, Int32(UInt8(ascii: "\"")), count).map {
      base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
    }
    let backslash = memchr(base, Int32(UInt8(ascii: "\\")), quote ?? count).map {
      base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
    }
    return (backslash ?? quote).map { start + $0 }
  }

  /// The bytes of the character starting at `index`: its lead byte and continuation bytes.
  private static func scalarBytes(in bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> UnsafeBufferPointer<UInt8>
  {
    var end = index + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return UnsafeBufferPointer(rebasing: bytes[index..<end])
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
