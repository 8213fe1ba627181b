/// Stable heading anchors: lowercase letters and digits, words joined by `-`.
public enum Slug {
  /// `Raw KVO: the "isa" swap!` becomes `raw-kvo-the-isa-swap`; text with no letters or digits
  /// becomes `section`.
  public static func make(_ text: String) -> String {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return make(characters: text) }
    // ASCII text, nearly every heading and test name: its letters and digits are the ASCII ones.
    var slug: [UInt8] = []
    slug.reserveCapacity(text.utf8.count)
    var pendingDash = false
    for byte in text.utf8 {
      if byte.isASCIILetter || byte.isASCIIDigit {
        if pendingDash, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
        pendingDash = false
        slug.append(byte.isASCIIUppercase ? byte + 0x20 : byte)
      } else if isSeparator(Character(Unicode.Scalar(byte))) {
        pendingDash = true
      }
    }
    return slug.isEmpty ? "section" : String(decoding: slug, as: UTF8.self)
  }

  private static func make(characters text: String) -> String {
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
