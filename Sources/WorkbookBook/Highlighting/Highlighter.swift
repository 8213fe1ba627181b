import WorkbookBase

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

  /// Writes `code` highlighted into `html` (the inside of a `<code>` element): the lexers cut
  /// tokens only between whole characters, so each token's text is written, escaped, as it is.
  public static func write(_ code: String, language: String, into html: inout HTMLWriter) {
    guard let lexer = lexer(for: language) else { return html.text(code) }
    let runs = lexer.tokens(in: Array(code.utf8)).map {
      HTMLSpan(bytes: $0.range, cssClass: $0.kind.cssClass)
    }
    html.spans(of: code, runs)
  }
}
