/// Reads the tokens of one Swift file by comparing their bytes, so that walking every token of
/// every test file makes no `String` for a token unless its text is kept.
public struct TokenText {
  let bytes: [UInt8]

  public init(bytes: [UInt8]) { self.bytes = bytes }

  public func string(_ token: Token) -> String {
    String(decoding: bytes[token.range], as: UTF8.self)
  }

  /// Whether the token's bytes are exactly `text`'s.
  public func spells(_ token: Token, _ text: StaticString) -> Bool {
    guard token.range.count == text.utf8CodeUnitCount else { return false }
    return (0..<token.range.count).allSatisfy {
      bytes[token.range.lowerBound + $0] == text.utf8Start[$0]
    }
  }

  /// A punctuation token, always one byte, of the ASCII `character`.
  public func isPunctuation(_ token: Token, _ character: Unicode.Scalar) -> Bool {
    token.kind == .punctuation && bytes[token.range.lowerBound] == UInt8(ascii: character)
  }

  public func isKeyword(_ token: Token, _ keyword: StaticString) -> Bool {
    token.kind == .keyword && spells(token, keyword)
  }

  /// Whether the token is a keyword that opens a type, and so a suite: `struct`, `class`,
  /// `enum`, `actor` or `extension`.
  func spellsTypeIntroducer(_ token: Token) -> Bool {
    spells(token, "struct") || spells(token, "class") || spells(token, "enum")
      || spells(token, "actor") || spells(token, "extension")
  }

  /// The index of the token that closes the bracket `tokens[start]` opens, or nil when the
  /// file ends first.
  public func closing(
    from start: Int, in tokens: [Token], open: Unicode.Scalar, close: Unicode.Scalar
  )
    -> Int?
  {
    var depth = 0
    for index in start..<tokens.count {
      if isPunctuation(tokens[index], open) { depth += 1 }
      if isPunctuation(tokens[index], close) {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// The index of the `(` that the `)` at `close` closes, looking backwards.
  public func openingParenthesis(of close: Int, in tokens: [Token]) -> Int? {
    var depth = 0
    for index in stride(from: close, through: 0, by: -1) {
      if isPunctuation(tokens[index], ")") { depth += 1 }
      if isPunctuation(tokens[index], "(") {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }
}
