/// The five characters HTML text and attribute values must not hold as they are, and their
/// entities: what ``HTMLWriter`` escapes.
public enum HTML {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, safe in text and attributes,
  /// as an ``HTMLWriter`` writes text.
  public static func escape(_ text: String) -> String {
    var writer = HTMLWriter()
    writer.text(text)
    return writer.html
  }

  /// The entity that stands for `byte`, if it is one of the five; each is ASCII, so escaping
  /// UTF-8 bytes one by one leaves every other character intact.
  @inline(__always)
  static func entity(for byte: UInt8) -> StaticString? {
    switch byte {
    case UInt8(ascii: "&"): "&amp;"
    case UInt8(ascii: "<"): "&lt;"
    case UInt8(ascii: ">"): "&gt;"
    case UInt8(ascii: "\""): "&quot;"
    case UInt8(ascii: "'"): "&#39;"
    default: nil
    }
  }
}
