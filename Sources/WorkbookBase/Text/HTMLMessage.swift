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
    while let open = rest.firstIndex(of: "{") {
      let name = rest.index(after: open)
      guard let close = rest[name...].firstIndex(of: "}"),
        let value = values.first(where: { $0.key == rest[name..<close] })?.value
      else {
        text(rest[..<name])
        rest = rest[name...]
        continue
      }
      text(rest[..<open])
      switch value {
      case .text(let value): text(value)
      case .code(let value): element("code", text: value)
      case .html(let fragment): append(fragment)
      }
      rest = rest[rest.index(after: close)...]
    }
    text(rest)
  }
}
