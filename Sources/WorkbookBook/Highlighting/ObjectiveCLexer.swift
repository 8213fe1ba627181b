import WorkbookBase

/// Splits Objective-C source into tokens: C comments, `#import` and other preprocessor lines,
/// `@"…"` and C strings, character literals, `@` keywords, numbers and identifiers.
public struct ObjectiveCLexer: Lexer {
  public init() {}

  static let keywords = KeywordTable([
    "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else",
    "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register",
    "return", "short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union",
    "unsigned", "void", "volatile", "while", "id", "self", "super", "nil", "Nil", "YES", "NO",
    "BOOL", "SEL", "IMP", "Class", "instancetype", "nonatomic", "atomic", "strong", "weak",
    "assign", "copy", "readonly", "readwrite", "nullable", "nonnull", "__weak", "__strong",
    "__block", "NULL", "true", "false",
  ])

  public func tokens(in source: [UInt8]) -> [Token] {
    var atLineStart = true
    return scanTokens(in: source) { cursor in
      let start = cursor.position
      let kind = scanToken(&cursor, atLineStart: atLineStart)
      if kind == .whitespace {
        atLineStart = atLineStart || cursor.bytes[start..<cursor.position].contains(0x0A)
      } else {
        atLineStart = false
      }
      return kind
    }
  }

  private func scanToken(_ cursor: inout ByteCursor, atLineStart: Bool) -> TokenKind {
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
      cursor.advance(2)
      while !cursor.atEnd, !cursor.starts(with: "*/") { cursor.advance() }
      cursor.advance(2)
      return .comment
    }
    if byte == UInt8(ascii: "#"), atLineStart {
      cursor.advanceToEndOfLine()
      return .directive
    }
    if byte == UInt8(ascii: "\"") || cursor.starts(with: "@\"") {
      if byte == UInt8(ascii: "@") { cursor.advance() }
      scanQuoted(&cursor, quote: UInt8(ascii: "\""))
      return .string
    }
    if byte == UInt8(ascii: "'") {
      scanQuoted(&cursor, quote: byte)
      return .string
    }
    if byte.isASCIIDigit {
      cursor.advance(while: { $0.isIdentifierBody || $0 == UInt8(ascii: ".") })
      return .number
    }
    if byte == UInt8(ascii: "@"), cursor.peek(1)?.isIdentifierHead == true {
      cursor.advance()
      cursor.advance(while: \.isIdentifierBody)
      return .keyword
    }
    if byte.isIdentifierHead {
      return Self.keywords.scanWord(&cursor)
    }
    cursor.advance()
    return .punctuation
  }

  private func scanQuoted(_ cursor: inout ByteCursor, quote: UInt8) {
    cursor.advance()
    while let byte = cursor.peek(), byte != UInt8(ascii: "\n") {
      cursor.advance(byte == UInt8(ascii: "\\") ? 2 : 1)
      if byte == quote { return }
    }
  }
}
