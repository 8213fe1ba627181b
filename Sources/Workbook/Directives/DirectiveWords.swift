/// The words of a directive's arguments, split at spaces, where `"…"` keeps spaces in a value:
/// `path x=n title="A title"`. Shared by the directives that take `key=value` arguments.
enum DirectiveWords {
  static func split(_ text: String, at location: SourceLocation) throws(Diagnostic) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    for character in text {
      if character == "\"" {
        quoted.toggle()
      } else if character == " " && !quoted {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if quoted { throw Diagnostic("unterminated quote in the directive's arguments", at: location) }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// `key=value` words as a dictionary; a word that is not one, or a key not `allowed`, is an
  /// error naming the `directive`.
  static func keyValues(
    _ words: some Sequence<String>, allowed: Set<String>, directive: String,
    at location: SourceLocation
  ) throws(Diagnostic) -> [String: String] {
    var values: [String: String] = [:]
    for word in words {
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, allowed.contains(parts[0]) else {
        throw Diagnostic(
          "unknown \(directive) argument '\(word)' (expected \(allowed.sorted().joined(separator: ", ")))",
          at: location)
      }
      values[parts[0]] = parts[1]
    }
    return values
  }
}
