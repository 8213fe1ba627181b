/// A message that cmark would read as one paragraph of text, emphasis, code spans and plain
/// links, read on its bytes instead: what ``MessageInvariants`` and
/// ``BlockExtractor/hasWords(_:)`` need of most messages, without parsing them (a parse per
/// message cost more than the rest of a language's checks).
///
/// Only a text that nothing else could hide in is read so: one line (no line break, tab or
/// other control character), none of the bytes that start an autolink, inline HTML, entity or
/// backslash escape (`<`, `&`, `\`), every `[` outside code spans that of a plain link or image
/// (`[text](address)`, the text without brackets or backticks, the address printable ASCII
/// without blanks, quotes, parentheses, backticks, `<`, `&` or `\`), at most three spaces
/// before its first byte, and that byte none that could start another block (`#`, `>`, `-`,
/// `+`, `*`, `_`, `=`, `~`, a digit, three backticks). cmark then takes the text without its
/// leading and trailing spaces as one paragraph, finds its code spans as runs of backticks
/// closed by a run of the same length, left to right (a span that starts before a link's `[`
/// takes the link in; no span starts or ends inside a plain link), makes each plain link a
/// link (an image after a `!`) whose text is its own text node and whose address is as
/// written, and leaves the rest text. Emphasis, and smart punctuation's quotes and dashes, only
/// split and change that text at bytes that are neither letters, digits, `.`, `,` nor braces,
/// which no invariant reads; its ellipsis replaces `...`, whose dots no number keeps (a number
/// keeps a dot only between two digits). The tests compare both readings on the book's own
/// messages and on generated ones.
struct PlainParagraph {
  /// The text outside code spans and links' addresses, in order: cut where cmark cuts its text
  /// nodes at code spans and links.
  var texts: [String] = []
  /// The address of each link and image, as written.
  var addresses: [String] = []
  /// Each code span's content, as cmark gives it (one space stripped from each end when both
  /// have one and it is not all spaces).
  var codeSpans: [String] = []

  /// The paragraph `markdown` is, or nil when cmark could read it as anything else.
  init?(_ markdown: String) {
    var markdown = markdown
    guard let paragraph = markdown.withUTF8({ Self.read($0) }) else { return nil }
    self = paragraph
  }

  private init() {}

  private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> PlainParagraph? {
    guard !bytes.contains(where: mayHideText) else { return nil }
    var start = 0
    var end = bytes.count
    while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
    while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
    guard start <= 3, start < end, !mayStartBlock(bytes, at: start, end: end) else { return nil }
    var paragraph = PlainParagraph()
    var textStart = start
    var position = start
    while let opening = firstBacktickOrBracket(in: bytes, from: position, end: end) {
      if bytes[opening] == UInt8(ascii: "[") {
        guard let link = plainLink(in: bytes, at: opening, end: end) else { return nil }
        paragraph.texts.append(string(bytes, textStart, opening))
        paragraph.texts.append(string(bytes, opening + 1, link.textEnd))
        paragraph.addresses.append(string(bytes, link.textEnd + 2, link.end - 1))
        textStart = link.end
        position = textStart
        continue
      }
      let length = backticks(in: bytes, at: opening, end: end)
      guard
        let closing = closingBackticks(length: length, in: bytes, from: opening + length, end: end)
      else {
        position = opening + length
        continue
      }
      paragraph.texts.append(string(bytes, textStart, opening))
      paragraph.codeSpans.append(codeSpan(bytes, opening + length, closing))
      textStart = closing + length
      position = textStart
    }
    paragraph.texts.append(string(bytes, textStart, end))
    return paragraph
  }

  /// Whether any text holds an ASCII letter that starts a character (at the start of its text
  /// or after another ASCII byte, so no sign before it joins it): a word cmark would find too.
  var hasASCIIWord: Bool {
    texts.contains { text in
      var previous: UInt8 = 0
      return text.utf8.contains { byte in
        defer { previous = byte }
        return byte.isASCIILetter && previous < 0x80
      }
    }
  }

  /// A byte that makes this reading unsafe: a line break or other control character, or one
  /// that may start an autolink, inline HTML, entity or escape.
  private static func mayHideText(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&")
      || byte == UInt8(ascii: "\\")
  }

  /// The plain link whose `[` is at `start`: where its text ends (at its `]`) and where the
  /// link ends (after its `)`); nil when what starts there is anything else.
  private static func plainLink(in bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int)
    -> (textEnd: Int, end: Int)?
  {
    var close = start + 1
    while close < end, bytes[close] != UInt8(ascii: "]") {
      guard bytes[close] != UInt8(ascii: "["), bytes[close] != UInt8(ascii: "`") else {
        return nil
      }
      close += 1
    }
    guard close + 1 < end, bytes[close + 1] == UInt8(ascii: "(") else { return nil }
    var position = close + 2
    while position < end, bytes[position] != UInt8(ascii: ")") {
      guard isAddressByte(bytes[position]) else { return nil }
      position += 1
    }
    guard position < end, position > close + 2 else { return nil }
    return (close, position + 1)
  }

  /// A byte a plain link's address may hold: printable ASCII but blanks, quotes, parentheses,
  /// backticks, `<`, `>`, `&` and `\`, which cmark could read as something else.
  private static func isAddressByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
      UInt8(ascii: "`"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
      UInt8(ascii: "\\"):
      return false
    default:
      return byte > UInt8(ascii: " ") && byte < 0x7F
    }
  }

  /// Whether cmark could start a block other than a paragraph at the byte at `start`.
  private static func mayStartBlock(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int)
    -> Bool
  {
    switch bytes[start] {
    case UInt8(ascii: "#"), UInt8(ascii: ">"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "="), UInt8(ascii: "~"):
      return true
    case UInt8(ascii: "`"):
      return backticks(in: bytes, at: start, end: end) >= 3
    default:
      return bytes[start].isASCIIDigit
    }
  }

  private static func firstBacktick(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int)
    -> Int?
  {
    (start..<end).first { bytes[$0] == UInt8(ascii: "`") }
  }

  private static func firstBacktickOrBracket(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int
  ) -> Int? {
    (start..<end).first { bytes[$0] == UInt8(ascii: "`") || bytes[$0] == UInt8(ascii: "[") }
  }

  /// How many backticks stand one after another from `start`.
  private static func backticks(in bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int)
    -> Int
  {
    var position = start
    while position < end, bytes[position] == UInt8(ascii: "`") { position += 1 }
    return position - start
  }

  /// Where the first run of exactly `length` backticks at or after `start` begins, if any.
  private static func closingBackticks(
    length: Int, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int
  ) -> Int? {
    var position = start
    while let run = firstBacktick(in: bytes, from: position, end: end) {
      let runLength = backticks(in: bytes, at: run, end: end)
      if runLength == length { return run }
      position = run + runLength
    }
    return nil
  }

  /// A code span's content: one space stripped from each end when both ends have one and the
  /// content is not all spaces.
  private static func codeSpan(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> String
  {
    let content = bytes[start..<end]
    guard content.count >= 2, content.first == UInt8(ascii: " "),
      content.last == UInt8(ascii: " "), content.contains(where: { $0 != UInt8(ascii: " ") })
    else { return string(bytes, start, end) }
    return string(bytes, start + 1, end - 1)
  }

  private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> String
  {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }
}
