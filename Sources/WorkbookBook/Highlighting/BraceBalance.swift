/// Whether a piece of code in a brace language closes every `{` it opens, and opens every `}`
/// it closes, counting only braces outside strings and comments (the lexer tells them apart).
public enum BraceBalance {
  /// What is wrong with the braces of `code`, in words, or nil when they balance or the language
  /// has no braces to balance (only Swift and Objective-C are checked).
  public static func problem(in code: String, language: String) -> String? {
    guard language == "swift" || language == "objc", let lexer = Highlighter.lexer(for: language)
    else { return nil }
    let bytes = Array(code.utf8)
    var depth = 0
    var opened = 0
    var closed = 0
    for token in lexer.tokens(in: bytes) where token.kind == .punctuation {
      for byte in bytes[token.range] {
        if byte == UInt8(ascii: "{") {
          depth += 1
          opened += 1
        } else if byte == UInt8(ascii: "}") {
          closed += 1
          if depth == 0 { return "closes a '}' it never opened" }
          depth -= 1
        }
      }
    }
    guard depth == 0 else {
      return "opens \(opened) '{' but closes \(closed) '}'"
    }
    return nil
  }
}
