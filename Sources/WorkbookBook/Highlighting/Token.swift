/// What a piece of source code is, as far as colouring it goes.
public enum TokenKind: String, Sendable, CaseIterable {
  case keyword, type, identifier, string, number, comment, attribute, directive, variable
  case punctuation, whitespace

  /// The CSS class the page gives this kind, or nil for text shown plain.
  var cssClass: StaticString? {
    switch self {
    case .keyword: "kw"
    case .type: "ty"
    case .string: "st"
    case .number: "nu"
    case .comment: "co"
    case .attribute: "at"
    case .directive: "pp"
    case .variable: "va"
    case .identifier, .punctuation, .whitespace: nil
    }
  }
}

/// A run of source text of one kind; `range` indexes the UTF-8 bytes the lexer read.
public struct Token: Sendable, Hashable {
  public var kind: TokenKind
  public var range: Range<Int>
}

/// A hand-written lexer for one language: it splits every byte of its input into tokens, so that
/// joining the tokens gives back the input exactly.
public protocol Lexer: Sendable {
  func tokens(in source: [UInt8]) -> [Token]
}

extension Lexer {
  /// The tokens of `source` paired with their text, for tests and for the test locator.
  public func tokenTexts(_ source: String) -> [(kind: TokenKind, text: String)] {
    let bytes = Array(source.utf8)
    return tokens(in: bytes).map { ($0.kind, String(decoding: bytes[$0.range], as: UTF8.self)) }
  }
}
