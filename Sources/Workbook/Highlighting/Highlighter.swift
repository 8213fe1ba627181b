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

  /// The escaped, highlighted HTML of `code` (the inside of a `<code>` element).
  public static func html(_ code: String, language: String) -> String {
    let bytes = Array(code.utf8)
    guard let lexer = lexer(for: language) else { return HTML.escape(code) }
    var output = ""
    output.reserveCapacity(bytes.count * 2)
    for token in lexer.tokens(in: bytes) {
      let text = HTML.escape(String(decoding: bytes[token.range], as: UTF8.self))
      if let cssClass = token.kind.cssClass {
        output += "<span class=\"\(cssClass)\">\(text)</span>"
      } else {
        output += text
      }
    }
    return output
  }
}
