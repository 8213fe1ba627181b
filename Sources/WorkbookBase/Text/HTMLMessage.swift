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
  ///
  /// Read on the message's bytes in one pass: a brace counts only where it is a character of
  /// its own in the text after the last brace read (as a search by characters of that rest
  /// finds it), and a name is compared by its bytes when it and the value's name are ASCII, by
  /// characters (canonically) otherwise, as `==` between strings compares.
  public mutating func message(_ message: String, _ values: KeyValuePairs<String, Value> = [:]) {
    var pattern = message
    pattern.withUTF8 { bytes in
      var rest = 0
      while let opening = Self.brace(UInt8(ascii: "{"), in: bytes, from: rest, of: message) {
        let name = opening + 1
        guard let closing = Self.brace(UInt8(ascii: "}"), in: bytes, from: name, of: message),
          let value = Self.value(named: name..<closing, in: bytes, of: message, values)
        else {
          escape(UnsafeBufferPointer(rebasing: bytes[rest..<name]))
          rest = name
          continue
        }
        escape(UnsafeBufferPointer(rebasing: bytes[rest..<opening]))
        switch value {
        case .text(let value): text(value)
        case .code(let value): element("code", text: value)
        case .html(let fragment): append(fragment)
        }
        rest = closing + 1
      }
      escape(UnsafeBufferPointer(rebasing: bytes[rest...]))
    }
  }

  /// Where the first `brace` that is a character of its own stands in `message` from byte
  /// `start` on, judged within that rest of it: at once beside ASCII bytes, else as the rest's
  /// character boundaries say (a mark may join the brace to what is before or after it).
  private static func brace(
    _ brace: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, of message: String
  ) -> Int? {
    var offset = start
    while offset < bytes.count {
      defer { offset += 1 }
      guard bytes[offset] == brace else { continue }
      if (offset == start || bytes[offset - 1] < 0x80)
        && (offset + 1 == bytes.count || bytes[offset + 1] < 0x80)
      {
        return offset
      }
      if rest(of: message, from: start).isCharacter(atByte: offset - start) { return offset }
    }
    return nil
  }

  /// The value `values` give the name at `name` in `message`: the first whose name is the same
  /// text, by bytes when both are ASCII, canonically otherwise.
  private static func value(
    named name: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, of message: String,
    _ values: KeyValuePairs<String, Value>
  ) -> Value? {
    let written = UnsafeBufferPointer(rebasing: bytes[name])
    let isASCII = written.allSatisfy { $0 < 0x80 }
    return values.first { key, _ in
      var key = key
      let sameBytes: Bool? = key.withUTF8 { key in
        guard isASCII, key.allSatisfy({ $0 < 0x80 }) else { return nil }
        return key.count == written.count && key.elementsEqual(written)
      }
      if let sameBytes { return sameBytes }
      let utf8 = message.utf8
      let lower = utf8.index(utf8.startIndex, offsetBy: name.lowerBound)
      let upper = utf8.index(utf8.startIndex, offsetBy: name.upperBound)
      return key == message[lower..<upper]
    }?.value
  }

  /// `message` from byte `start` on.
  private static func rest(of message: String, from start: Int) -> Substring {
    message[message.utf8.index(message.utf8.startIndex, offsetBy: start)...]
  }
}
