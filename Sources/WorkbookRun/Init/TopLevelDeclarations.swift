import WorkbookBase
import WorkbookBook

/// The declarations at the top level of one Swift file, each with the lines it spans from its
/// doc comment to its closing brace: what `workbook init` chooses a first listing from. Read
/// with ``SwiftLexer`` tokens, so braces in strings and comments never confuse it.
struct TopLevelDeclarations {
  /// One declaration: a type, an extension, a function or a type alias.
  struct Declaration: Sendable, Hashable {
    /// `struct`, `class`, `enum`, `protocol`, `actor`, `extension`, `func` or `typealias`.
    var keyword: String
    /// The declared name (an extension's extended type, last part of a dotted name).
    var name: String
    var isPublic: Bool
    /// From the first line of its doc comment (or its first attribute or modifier) to its last.
    var lines: ClosedRange<Int>

    var isType: Bool { ["struct", "class", "enum", "protocol", "actor"].contains(keyword) }
  }

  private(set) var declarations: [Declaration] = []
  /// How many `public` or `open` modifiers the file's code holds, at any depth.
  private(set) var publicModifiers = 0

  private static let introducers: Set<String> = [
    "struct", "class", "enum", "protocol", "actor", "extension", "func", "typealias",
  ]
  private static let modifiers: Set<String> = [
    "public", "open", "internal", "package", "fileprivate", "private", "final", "indirect",
    "nonisolated", "static",
  ]

  init(_ source: String) {
    let bytes = Array(source.utf8)
    let tokens = SwiftLexer().tokens(in: bytes).filter { $0.kind != .whitespace }
    let text = TokenText(bytes: bytes)
    let lines = LineTable(bytes)
    var depth = 0
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if text.isKeyword(token, "public") || text.isKeyword(token, "open") { publicModifiers += 1 }
      if text.isPunctuation(token, "{") {
        depth += 1
      } else if text.isPunctuation(token, "}") {
        depth = max(0, depth - 1)
      } else if depth == 0, token.kind == .keyword, Self.introducers.contains(text.string(token)),
        index + 1 < tokens.count, tokens[index + 1].kind != .keyword
      {
        let (start, isPublic) = Self.declarationStart(before: index, tokens, text: text)
        let end = Self.declarationEnd(after: index, tokens, text: text, lines: lines)
        declarations.append(
          Declaration(
            keyword: text.string(token), name: Self.name(after: index, tokens, text: text),
            isPublic: isPublic,
            lines: lines.line(
              of: tokens[start].range.lowerBound)...lines.line(
                of: tokens[end].range.upperBound - 1)))
        index = end + 1
        continue
      }
      index += 1
    }
  }

  /// The declared name after the introducer at `index`: `Outer.Inner` gives `Inner`.
  private static func name(after index: Int, _ tokens: [Token], text: TokenText) -> String {
    var cursor = index + 1
    var name = text.string(tokens[cursor])
    while cursor + 2 < tokens.count, text.isPunctuation(tokens[cursor + 1], ".") {
      cursor += 2
      name = text.string(tokens[cursor])
    }
    return name.filter { $0 != "`" }
  }

  /// The first token of the declaration (its doc comment, else its first attribute or
  /// modifier) and whether a `public` or `open` modifier is among them.
  private static func declarationStart(before index: Int, _ tokens: [Token], text: TokenText)
    -> (start: Int, isPublic: Bool)
  {
    var start = index
    var isPublic = false
    var cursor = index - 1
    while cursor >= 0 {
      let token = tokens[cursor]
      if token.kind == .keyword, modifiers.contains(text.string(token)) {
        isPublic = isPublic || text.spells(token, "public") || text.spells(token, "open")
      } else if token.kind == .attribute {
        // An attribute's own name; its arguments, if any, were stepped over below.
      } else if text.isPunctuation(token, ")"),
        let open = text.openingParenthesis(of: cursor, in: tokens),
        open > 0, tokens[open - 1].kind == .attribute
      {
        cursor = open - 1
        continue
      } else if token.kind == .comment,
        text.string(token).hasPrefix("///")
          || text.string(token).hasPrefix("/**")
      {
        // A doc comment, one token per `///` line.
      } else {
        break
      }
      start = cursor
      cursor -= 1
    }
    return (start, isPublic)
  }

  /// The last token of the declaration at `index`: its body's closing brace, or for a type
  /// alias (which has no body) the last token on its line.
  private static func declarationEnd(
    after index: Int, _ tokens: [Token], text: TokenText, lines: LineTable
  ) -> Int {
    if text.spells(tokens[index], "typealias") {
      let line = lines.line(of: tokens[index].range.lowerBound)
      var last = index
      while last + 1 < tokens.count, lines.line(of: tokens[last + 1].range.lowerBound) == line {
        last += 1
      }
      return last
    }
    var parentheses = 0
    for cursor in (index + 1)..<tokens.count {
      let token = tokens[cursor]
      if text.isPunctuation(token, "(") { parentheses += 1 }
      if text.isPunctuation(token, ")") { parentheses -= 1 }
      if parentheses == 0, text.isPunctuation(token, "{") {
        return text.closing(from: cursor, in: tokens, open: "{", close: "}") ?? tokens.count - 1
      }
    }
    return tokens.count - 1
  }
}
