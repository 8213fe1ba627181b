import WorkbookBase

/// Splits Swift source into tokens: nested block comments, single-line, multi-line and raw string
/// literals (with interpolations), attributes, `#` keywords, numbers and identifiers.
public struct SwiftLexer: Lexer {
  public init() {}

  static let keywords = KeywordTable([
    "actor", "any", "as", "associatedtype", "async", "await", "borrowing", "break", "case",
    "catch", "class", "consume", "consuming", "continue", "convenience", "default", "defer",
    "deinit", "didSet", "do", "dynamic", "else", "enum", "extension", "fallthrough", "false",
    "fileprivate", "final", "for", "func", "get", "guard", "if", "import", "in", "indirect",
    "init", "inout", "internal", "is", "isolated", "lazy", "let", "mutating", "nil",
    "nonisolated", "nonmutating", "open", "operator", "override", "package", "private",
    "protocol", "public", "repeat", "required", "rethrows", "return", "self", "Self", "set",
    "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
    "typealias", "unowned", "var", "weak", "where", "while", "willSet", "sending",
  ])

  public func tokens(in source: [UInt8]) -> [Token] {
    let keywords = Self.keywords
    return scanTokens(in: source) { scanToken(&$0, keywords) }
  }

  /// The tokens of `source` other than whitespace and comments, which the walks through a test
  /// file's declarations never look at.
  func significantTokens(in source: [UInt8]) -> [Token] {
    let keywords = Self.keywords
    return scanTokens(in: source, keeping: { $0 != .whitespace && $0 != .comment }) {
      scanToken(&$0, keywords)
    }
  }

  /// Reads one token, chosen by its first byte.
  @inline(__always)
  private func scanToken(_ cursor: inout ByteCursor, _ keywords: KeywordTable) -> TokenKind {
    let byte = cursor.bytes[cursor.position]
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D:
      cursor.advance(while: { $0.isASCIIWhitespace })
      return .whitespace
    case UInt8(ascii: "/"):
      if cursor.peek(1) == UInt8(ascii: "/") {
        cursor.advanceToEndOfLine()
        return .comment
      }
      if cursor.peek(1) == UInt8(ascii: "*") {
        scanBlockComment(&cursor)
        return .comment
      }
    case UInt8(ascii: "\""):
      scanString(&cursor)
      return .string
    case UInt8(ascii: "#") where rawStringHashes(cursor) > 0:
      scanString(&cursor)
      return .string
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      scanNumber(&cursor)
      return .number
    case UInt8(ascii: "@"), UInt8(ascii: "#"):
      cursor.advance()
      guard let next = cursor.peek(), next.isIdentifierHead else { return .punctuation }
      cursor.advance(while: { $0.isIdentifierBody })
      return byte == UInt8(ascii: "@") ? .attribute : .directive
    case UInt8(ascii: "`"):
      cursor.advance()
      cursor.advance(while: { $0 != UInt8(ascii: "`") && $0 != UInt8(ascii: "\n") })
      if cursor.peek() == UInt8(ascii: "`") { cursor.advance() }
      return .identifier
    case UInt8(ascii: "$"):
      cursor.advance()
      cursor.advance(while: { $0.isIdentifierBody })
      return .identifier
    default:
      if byte.isIdentifierHead { return keywords.scanWord(&cursor) }
    }
    cursor.advance()
    return .punctuation
  }

  private func scanBlockComment(_ cursor: inout ByteCursor) {
    var depth = 0
    while let byte = cursor.peek() {
      let next = cursor.peek(1)
      if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
        depth += 1
        cursor.advance(2)
      } else if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
        depth -= 1
        cursor.advance(2)
        if depth == 0 { return }
      } else {
        cursor.advance()
      }
    }
  }

  /// The number of `#` before a raw string's opening quote, or 0 when this is no raw string.
  private func rawStringHashes(_ cursor: ByteCursor) -> Int {
    var count = 0
    while cursor.peek(count) == UInt8(ascii: "#") { count += 1 }
    return cursor.peek(count) == UInt8(ascii: "\"") ? count : 0
  }

  private func scanNumber(_ cursor: inout ByteCursor) {
    cursor.advance(while: { $0.isIdentifierBody })
    while cursor.peek() == UInt8(ascii: "."), cursor.peek(1)?.isASCIIDigit == true {
      cursor.advance()
      cursor.advance(while: { $0.isIdentifierBody })
    }
  }

  /// Scans a string literal of any form, including interpolations that hold strings of their own.
  private func scanString(_ cursor: inout ByteCursor) {
    let hashes = rawStringHashes(cursor)
    cursor.advance(hashes)
    let multiline = cursor.starts(with: "\"\"\"")
    cursor.advance(multiline ? 3 : 1)
    while let byte = cursor.peek() {
      if byte == UInt8(ascii: "\n"), !multiline { return }
      if byte == UInt8(ascii: "\\"), closesWithHashes(cursor, offset: 1, hashes: hashes) {
        cursor.advance(1 + hashes)
        if cursor.peek() == UInt8(ascii: "(") {
          scanInterpolation(&cursor)
        } else {
          cursor.advance()
        }
        continue
      }
      let closing = multiline ? cursor.starts(with: "\"\"\"") : byte == UInt8(ascii: "\"")
      let quoteLength = multiline ? 3 : 1
      if closing, closesWithHashes(cursor, offset: quoteLength, hashes: hashes) {
        cursor.advance(quoteLength + hashes)
        return
      }
      cursor.advance()
    }
  }

  private func closesWithHashes(_ cursor: ByteCursor, offset: Int, hashes: Int) -> Bool {
    (0..<hashes).allSatisfy { cursor.peek(offset + $0) == UInt8(ascii: "#") }
  }

  /// Scans `( … )` inside a string, matching parentheses and skipping nested strings.
  private func scanInterpolation(_ cursor: inout ByteCursor) {
    var depth = 0
    while let byte = cursor.peek() {
      if byte == UInt8(ascii: "\"") {
        scanString(&cursor)
        continue
      }
      cursor.advance()
      if byte == UInt8(ascii: "(") { depth += 1 }
      if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }
}
