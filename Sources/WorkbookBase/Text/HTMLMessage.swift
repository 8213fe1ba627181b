extension HTMLWriter {
  /// What a message's `{name}` stands for.
  public enum Value: Sendable {
    /// Text, escaped.
    case text(String)
    /// Text in a `<code>` element.
    case code(String)
    /// Markup a writer built.
    case html(HTMLFragment)
  }

  /// `message`, words of the site in the page's language (``UIText``: `ui("Hint {number}")`),
  /// its text escaped and each `{name}` in it replaced by the value `values` give that name; a
  /// `{name}` they do not name stays as it is written.
  public mutating func message(_ message: String, _ values: KeyValuePairs<String, Value> = [:]) {
    var rest = message[...]
    let isOpen = { (byte: UInt8) in byte == UInt8(ascii: "{") }
    let isClose = { (byte: UInt8) in byte == UInt8(ascii: "}") }
    // Braces found on the bytes, each only where it is a character of its own.
    while case let opening = rest.byteCount(beforeCharacter: isOpen), opening < rest.utf8.count {
      let afterOpen = rest.droppingBytes(opening + 1)
      let closing = afterOpen.droppingBytes(afterOpen.byteCount(beforeCharacter: isClose))
      guard !closing.isEmpty,
        let value = values.first(where: { $0.key == afterOpen[..<closing.startIndex] })?.value
      else {
        text(rest[..<afterOpen.startIndex])
        rest = afterOpen
        continue
      }
      text(rest[..<rest.droppingBytes(opening).startIndex])
      switch value {
      case .text(let value): text(value)
      case .code(let value): element("code", text: value)
      case .html(let fragment): append(fragment)
      }
      rest = closing.droppingBytes(1)
    }
    text(rest)
  }
}
