/// Escaping for text the generator puts into HTML it writes itself.
public enum HTML {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, safe in text and attributes.
  public static func escape(_ text: some StringProtocol) -> String {
    guard text.utf8.contains(where: \.needsHTMLEscaping) else { return String(text) }
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count + 16)
    appendEscaped(text.utf8, to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends `bytes` escaped as ``escape(_:)`` escapes them. The five characters are ASCII, so
  /// escaping UTF-8 bytes one by one leaves every other character intact.
  static func appendEscaped(_ bytes: some Sequence<UInt8>, to output: inout [UInt8]) {
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
      case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
      default: output.append(byte)
      }
    }
  }
}

extension UInt8 {
  fileprivate var needsHTMLEscaping: Bool {
    self == 0x26 || self == 0x3C || self == 0x3E || self == 0x22 || self == 0x27
  }
}
