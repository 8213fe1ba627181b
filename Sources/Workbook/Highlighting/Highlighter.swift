/// Turns source code into the HTML of a highlighted listing, picking a lexer by language name.
public enum Highlighter {
  /// The lexer for a fence's info string or a file extension, or nil for text shown plain.
  public static func lexer(for language: String) -> (any Lexer)? {
    switch language.lowercased() {
    case "swift": SwiftLexer()
    case "objc", "objective-c", "m", "h", "mm": ObjectiveCLexer()
    case "sh", "shell", "bash", "console", "zsh": ShellLexer()
    default: nil
    }
  }

  /// The language a file's extension suggests, as a fence info string would name it.
  public static func language(forPath path: String) -> String {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else {
      return path.hasPrefix("scripts/") ? "sh" : "text"
    }
    switch path[path.index(after: dot)...] {
    case "swift": return "swift"
    case "m", "h", "mm": return "objc"
    case "sh", "bash": return "sh"
    case let other: return String(other)
    }
  }

  /// The escaped, highlighted HTML of `code` (the inside of a `<code>` element), written as UTF-8
  /// bytes: the lexers cut tokens only between whole characters, so each token's bytes are
  /// escaped and copied as they are.
  public static func html(_ code: String, language: String) -> String {
    guard let lexer = lexer(for: language) else { return HTML.escape(code) }
    let bytes = Array(code.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count * 2)
    for token in lexer.tokens(in: bytes) {
      if let cssClass = token.kind.cssClass {
        output.append(contentsOf: "<span class=\"".utf8)
        output.append(contentsOf: cssClass.utf8)
        output.append(contentsOf: "\">".utf8)
        HTML.appendEscaped(bytes[token.range], to: &output)
        output.append(contentsOf: "</span>".utf8)
      } else {
        HTML.appendEscaped(bytes[token.range], to: &output)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }
}
