import WorkbookBase

/// Splits a POSIX shell script into tokens: `#` comments, quoted strings, `$NAME`, `${…}` and
/// positional variables, reserved words, and numbers.
public struct ShellLexer: Lexer {
  public init() {}

  static let keywords = KeywordTable([
    "if", "then", "else", "elif", "fi", "for", "in", "do", "done", "while", "until", "case",
    "esac", "function", "return", "exit", "local", "export", "set", "cd", "echo",
  ])

  public func tokens(in source: [UInt8]) -> [Token] {
    scanTokens(in: source) { cursor in
      let start = cursor.position
      let previous = start > 0 ? cursor.bytes[start - 1] : UInt8(ascii: "\n")
      return scanToken(&cursor, afterWordBoundary: !previous.isShellWordByte)
    }
  }

  private func scanToken(_ cursor: inout ByteCursor, afterWordBoundary: Bool) -> TokenKind {
    let byte = cursor.peek()!
    if byte.isASCIIWhitespace {
      cursor.advance(while: \.isASCIIWhitespace)
      return .whitespace
    }
    if byte == UInt8(ascii: "#"), afterWordBoundary {
      cursor.advanceToEndOfLine()
      return .comment
    }
    if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
      cursor.advance()
      while let next = cursor.peek() {
        cursor.advance(next == UInt8(ascii: "\\") && byte == UInt8(ascii: "\"") ? 2 : 1)
        if next == byte { break }
      }
      return .string
    }
    if byte == UInt8(ascii: "$") {
      cursor.advance()
      if cursor.peek() == UInt8(ascii: "{") {
        cursor.advance(while: { $0 != UInt8(ascii: "}") && $0 != UInt8(ascii: "\n") })
        if cursor.peek() == UInt8(ascii: "}") { cursor.advance() }
      } else if let next = cursor.peek(), next.isIdentifierHead {
        cursor.advance(while: \.isIdentifierBody)
      } else if let next = cursor.peek(), next.isASCIIDigit || "@*#?$!-".utf8.contains(next) {
        cursor.advance()
      } else {
        return .punctuation
      }
      return .variable
    }
    if byte.isShellWordByte {
      let start = cursor.position
      cursor.advance(while: \.isShellWordByte)
      let word = start..<cursor.position
      if cursor.bytes[word].allSatisfy(\.isASCIIDigit) { return .number }
      return Self.keywords.contains(cursor.bytes, word) ? .keyword : .identifier
    }
    cursor.advance()
    return .punctuation
  }
}

extension UInt8 {
  /// A byte that belongs to an unquoted shell word (command names, options, paths).
  fileprivate var isShellWordByte: Bool {
    isIdentifierBody || "-./:=+,%@~#".utf8.contains(self)
  }
}
