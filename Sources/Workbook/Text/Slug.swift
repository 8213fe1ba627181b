/// Stable heading anchors: lowercase letters and digits, words joined by `-`.
public enum Slug {
  /// `Raw KVO: the "isa" swap!` becomes `raw-kvo-the-isa-swap`; text with no letters or digits
  /// becomes `section`.
  public static func make(_ text: String) -> String {
    var slug = ""
    var pendingDash = false
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        if pendingDash, !slug.isEmpty { slug.append("-") }
        pendingDash = false
        slug.append(character)
      } else if isSeparator(character) {
        pendingDash = true
      }
    }
    return slug.isEmpty ? "section" : slug
  }

  /// The characters that separate words: each run becomes one `-`.
  private static func isSeparator(_ character: Character) -> Bool {
    character == " " || character == "-" || character == "_" || character == "/"
      || character == "."
  }
}
