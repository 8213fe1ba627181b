import WorkbookBase

/// The types whose bodies a walk through one Swift file's significant tokens is in, found by
/// counting braces; ``SwiftLexer`` has already kept the braces of strings (raw, multi-line,
/// interpolated) and comments out of the tokens, which hold neither whitespace nor comments.
///
/// A type-introducing keyword (`struct`, `class`, `enum`, `actor`, `extension`, `protocol`)
/// followed by a name marks the next `{` as that type's body, unless a `;` or a `func` comes
/// first; `class func` and `class var` introduce no type.
struct TypeScopes {
  /// The bodies open around the walk: the names of each one's type (every part of a dotted
  /// `extension Outer.Inner`), and the brace depth its `{` reached.
  private var open: [(names: [String], depth: Int)] = []
  /// The names of a type whose keyword was read and whose body has not opened yet.
  private var pending: [String]?
  private var depth = 0

  /// The enclosing types, outermost first, as Swift Testing names a test's suites.
  var names: [String] { open.flatMap(\.names) }

  /// The innermost type, when the walk is directly in its body rather than in a function,
  /// closure or accessor inside it.
  var directType: String? {
    guard let innermost = open.last, innermost.depth == depth else { return nil }
    return innermost.names.last
  }

  /// Takes in the token at `index`, the next of the walk.
  mutating func read(_ index: Int, in tokens: [Token], text: TokenText) {
    let token = tokens[index]
    if token.kind == .keyword, text.spellsTypeIntroducer(token) || text.spells(token, "protocol") {
      pending = Self.dottedName(from: index + 1, tokens, text: text)?.parts
    } else if text.isPunctuation(token, "{") {
      depth += 1
      if let pending {
        open.append((pending, depth))
        self.pending = nil
      }
    } else if text.isPunctuation(token, "}") {
      if open.last?.depth == depth { open.removeLast() }
      depth -= 1
    } else if text.isPunctuation(token, ";") || text.isKeyword(token, "func") {
      pending = nil
    }
  }

  /// The name starting at `start`, `A` or `A.B.C`, in parts without backticks, and the index
  /// after it; nil when no name starts there.
  static func dottedName(from start: Int, _ tokens: [Token], text: TokenText)
    -> (parts: [String], next: Int)?
  {
    var index = start
    var parts: [String] = []
    while index < tokens.count, tokens[index].kind == .type || tokens[index].kind == .identifier {
      parts.append(text.string(tokens[index]).filter { $0 != "`" })
      index += 1
      guard index + 1 < tokens.count, text.isPunctuation(tokens[index], ".") else { break }
      index += 1
    }
    return parts.isEmpty ? nil : (parts, index)
  }
}
