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
    var cursor = ByteCursor(source)
    var tokens: [Token] = []
    while !cursor.atEnd {
      let start = cursor.position
      let kind = scanToken(&cursor)
      tokens.append(Token(kind: kind, range: start..<cursor.position))
    }
    return tokens
  }

  private func scanToken(_ cursor: inout ByteCursor) -> TokenKind {
    let byte = cursor.peek()!
    if byte.isASCIIWhitespace {
      cursor.advance(while: \.isASCIIWhitespace)
      return .whitespace
    }
    if cursor.starts(with: "//") {
      cursor.advanceToEndOfLine()
      return .comment
    }
    if cursor.starts(with: "/*") {
      scanBlockComment(&cursor)
      return .comment
    }
    if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && rawStringHashes(cursor) > 0) {
      scanString(&cursor)
      return .string
    }
    if byte.isASCIIDigit {
      scanNumber(&cursor)
      return .number
    }
    if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") {
      cursor.advance()
      guard let next = cursor.peek(), next.isIdentifierHead else { return .punctuation }
      cursor.advance(while: \.isIdentifierBody)
      return byte == UInt8(ascii: "@") ? .attribute : .directive
    }
    if byte == UInt8(ascii: "`") {
      cursor.advance()
      cursor.advance(while: { $0 != UInt8(ascii: "`") && $0 != UInt8(ascii: "\n") })
      if cursor.peek() == UInt8(ascii: "`") { cursor.advance() }
      return .identifier
    }
    if byte == UInt8(ascii: "$") {
      cursor.advance()
      cursor.advance(while: \.isIdentifierBody)
      return .identifier
    }
    if byte.isIdentifierHead {
      return Self.keywords.scanWord(&cursor)
    }
    cursor.advance()
    return .punctuation
  }

  private func scanBlockComment(_ cursor: inout ByteCursor) {
    var depth = 0
    while !cursor.atEnd {
      if cursor.starts(with: "/*") {
        depth += 1
        cursor.advance(2)
      } else if cursor.starts(with: "*/") {
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
