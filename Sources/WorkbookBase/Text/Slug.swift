/// Stable heading anchors: lowercase letters and digits, words joined by `-`.
public enum Slug {
  /// `Raw KVO: the "isa" swap!` becomes `raw-kvo-the-isa-swap`; text with no letters or digits
  /// becomes `section`.
  public static func make(_ text: String) -> String {
    asciiSlug(text) ?? characterSlug(text)
  }

  /// ``make(_:)`` character by character, for any text.
  static func characterSlug(_ text: String) -> String {
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

  /// ``make(_:)`` byte by byte when the text is ASCII, where a byte is a character and
  /// lowercasing maps A–Z alone; nil otherwise.
  private static func asciiSlug(_ text: String) -> String? {
    var text = text
    return text.withUTF8 { bytes -> String? in
      var slug: [UInt8] = []
      slug.reserveCapacity(bytes.count)
      var pendingDash = false
      for byte in bytes {
        guard byte < 0x80 else { return nil }
        if byte.isASCIILetter || byte.isASCIIDigit {
          if pendingDash, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
          pendingDash = false
          slug.append(byte.isASCIIUppercase ? byte + 0x20 : byte)
        } else if isSeparator(byte) {
          pendingDash = true
        }
      }
      return slug.isEmpty ? "section" : String(decoding: slug, as: UTF8.self)
    }
  }

  /// The characters that separate words: each run becomes one `-`. Only a character of one
  /// ASCII scalar is one (`asciiValue` gives `\r\n`'s `\n`, which is none).
  private static func isSeparator(_ character: Character) -> Bool {
    character.asciiValue.map(isSeparator) ?? false
  }

  /// Whether the ASCII byte `byte` is a separator: space, `-`, `_`, `/` or `.`.
  private static func isSeparator(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".")
  }
}
