import WorkbookBase

/// What a translation must keep of its English, found by cmark: the code spans, the numbers of
/// the text (ASCII digits; a thousands comma does not count, so `1,368` and `1368` agree), the
/// addresses of links and images, the inline HTML, and any `{{…}}` or `{name}` placeholder, each as a
/// sorted list so that order does not matter; and whether the message is one paragraph.
struct MessageInvariants: Equatable {
  var codeSpans: [String] = []
  var numbers: [String] = []
  var addresses: [String] = []
  var html: [String] = []
  var placeholders: [String] = []
  var isOneParagraph = false

  /// The invariants of `markdown`: read on its bytes when it is a ``PlainParagraph`` (and holds
  /// no `{{`, whose placeholder would keep the text as written where cmark has made its quotes
  /// typographic), found by cmark otherwise.
  init(markdown: String) {
    if !markdown.containsBytes(of: "{{"), let paragraph = PlainParagraph(markdown) {
      self.init(paragraph)
    } else {
      self.init(parsing: markdown)
    }
  }

  /// The invariants of a ``PlainParagraph``: its code spans, its links' addresses, and the
  /// numbers and placeholders of its texts.
  init(_ paragraph: PlainParagraph) {
    isOneParagraph = true
    codeSpans = paragraph.codeSpans.sorted()
    addresses = paragraph.addresses.sorted()
    numbers = paragraph.texts.flatMap(Self.numbers(in:)).sorted()
    placeholders = paragraph.texts.flatMap(Self.placeholders(in:)).sorted()
  }

  /// The invariants of `markdown` as cmark parses it.
  init(parsing markdown: String) {
    let document = MarkdownDocument(parsing: markdown)
    withExtendedLifetime(document) {
      let blocks = document.document.children
      isOneParagraph = blocks.count == 1 && blocks[0].kind == .paragraph
      document.document.walk { node, entering in
        guard entering else { return }
        switch node.kind {
        case .code: codeSpans.append(node.literal)
        case .link, .image: addresses.append(node.url)
        case .htmlInline: html.append(node.literal)
        case .text:
          numbers += Self.numbers(in: node.literal)
          placeholders += Self.placeholders(in: node.literal)
        default: break
        }
      }
    }
    codeSpans.sort()
    numbers.sort()
    addresses.sort()
    html.sort()
    placeholders.sort()
  }

  /// The runs of ASCII digits in `text`, a `.` or `,` between digits kept inside the run (the
  /// comma then dropped): `0.2`, `1,368` → `1368`.
  static func numbers(in text: String) -> [String] {
    // No ASCII digit, no number: a digit a mark joins is no ASCII character either.
    guard text.containsByte(where: { $0.isASCIIDigit }) else { return [] }
    if let found = asciiNumbers(in: text) { return found }
    var found: [String] = []
    var current = ""
    var pending: Character?
    for character in text {
      if character.isASCII, character.isNumber {
        if let separator = pending, !current.isEmpty, separator == "." { current.append(".") }
        pending = nil
        current.append(character)
      } else if !current.isEmpty, pending == nil, character == "." || character == "," {
        pending = character
      } else {
        if !current.isEmpty { found.append(current) }
        current = ""
        pending = nil
      }
    }
    if !current.isEmpty { found.append(current) }
    return found
  }

  /// ``numbers(in:)`` byte by byte when every ASCII scalar of the text is a character of its
  /// own: when no other scalar could join one (as a combining mark joins the digit before it),
  /// which holds for ASCII text and for Chinese and Japanese prose. Nil otherwise.
  private static func asciiNumbers(in text: String) -> [String]? {
    guard text.unicodeScalars.allSatisfy({ $0.isASCII || standsAlone($0) }) else { return nil }
    var text = text
    return text.withUTF8 { bytes -> [String]? in
      var found: [String] = []
      var current: [UInt8] = []
      var pending: UInt8?
      for byte in bytes {
        if byte.isASCIIDigit {
          if pending == UInt8(ascii: "."), !current.isEmpty { current.append(UInt8(ascii: ".")) }
          pending = nil
          current.append(byte)
        } else if !current.isEmpty, pending == nil,
          byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",")
        {
          pending = byte
        } else {
          if !current.isEmpty { found.append(String(decoding: current, as: UTF8.self)) }
          current.removeAll(keepingCapacity: true)
          pending = nil
        }
      }
      if !current.isEmpty { found.append(String(decoding: current, as: UTF8.self)) }
      return found
    }
  }

  /// A scalar beyond ASCII that never joins a neighbour into one character (it is no mark,
  /// joiner, prepended or control character): Latin-1's letters and signs, general
  /// punctuation, Han and kana letters, CJK punctuation and the fullwidth forms.
  private static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xA0...0xAC, 0xAE...0xFF, 0x2010...0x2027, 0x2030...0x205E, 0x3000...0x3029,
      0x3030...0x303F, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC...0x30FF, 0x3400...0x4DBF,
      0x4E00...0x9FFF, 0xFF01...0xFF5E:
      return true
    default:
      return false
    }
  }

  /// Every `{{…}}` in `text`, and every `{name}` (letters and spaces between single braces,
  /// where the site's own words take a value).
  static func placeholders(in text: String) -> [String] {
    guard text.containsByte(where: { $0 == UInt8(ascii: "{") }) else { return [] }
    var found: [String] = []
    var rest = text[...]
    while let open = rest.firstIndex(of: "{") {
      let after = rest[rest.index(after: open)...]
      if after.hasPrefix("{") {
        guard let close = after.firstByteRange(of: "}}") else { break }
        found.append(String(rest[open..<close.upperBound]))
        rest = rest[close.upperBound...]
        continue
      }
      let name = after.prefix { $0.isLetter || $0 == " " }
      if !name.isEmpty, after.dropFirst(name.count).first == "}" {
        found.append("{\(name)}")
        rest = after.dropFirst(name.count + 1)
      } else {
        rest = after
      }
    }
    return found
  }

  /// What `translation` lost or gained against these (the English's) invariants, one sentence
  /// per difference; empty when it kept them all.
  func differences(in translation: MessageInvariants) -> [String] {
    // Nearly every translation keeps everything: said at once, without the key paths below.
    if codeSpans == translation.codeSpans, numbers == translation.numbers,
      addresses == translation.addresses, html == translation.html,
      placeholders == translation.placeholders, !isOneParagraph || translation.isOneParagraph
    {
      return []
    }
    var found: [String] = []
    if isOneParagraph, !translation.isOneParagraph {
      found.append(
        "the translation must be one paragraph of text, like its English (no blank line, no list or heading marker at its start)"
      )
    }
    let kinds: [(String, KeyPath<MessageInvariants, [String]>, (String) -> String)] = [
      ("code span", \.codeSpans, { "`\($0)`" }),
      ("number", \.numbers, { $0 }),
      ("link address", \.addresses, { "(\($0))" }),
      ("inline HTML", \.html, { $0 }),
      ("placeholder", \.placeholders, { $0 }),
    ]
    // Sorted, the lists are equal exactly when they hold the same items, whatever order the
    // texts have them in: only unequal ones are compared item by item.
    for (name, path, show) in kinds where self[keyPath: path] != translation[keyPath: path] {
      let missing = Self.subtracting(translation[keyPath: path], from: self[keyPath: path])
      let extra = Self.subtracting(self[keyPath: path], from: translation[keyPath: path])
      if !missing.isEmpty {
        found.append(
          "the translation drops the \(name) \(missing.map(show).joined(separator: ", "))")
      }
      if !extra.isEmpty {
        found.append(
          "the translation adds the \(name) \(extra.map(show).joined(separator: ", ")), which its English does not have"
        )
      }
    }
    return found
  }

  /// `items` without one occurrence of each element of `removed`.
  private static func subtracting(_ removed: [String], from items: [String]) -> [String] {
    var counts: [String: Int] = [:]
    for item in removed { counts[item, default: 0] += 1 }
    return items.filter { item in
      guard let count = counts[item], count > 0 else { return true }
      counts[item] = count - 1
      return false
    }
  }
}
