/// HTML written into one growing buffer, escaped by construction: every text and attribute value
/// goes through ``HTML``'s five entities as it is written, tag and attribute names are literals
/// (`StaticString`), so nothing read from a book can become one, and markup no writer built comes
/// in through one entry only, ``raw(_:)``. What one writer built reaches another as an
/// ``HTMLFragment``.
///
/// The buffer is UTF-8 bytes, not a `String`: a page is written a few bytes at a time (a tag, an
/// attribute, a run of text), and appending to an array costs a fraction of appending to a
/// string. Every entry appends whole strings, literals or entities, ``spans(of:_:)`` cuts only
/// between scalars, and ``raw(utf8:)`` takes only UTF-8, so the bytes are UTF-8 at every step.
public struct HTMLWriter: Sendable {
  /// The UTF-8 of what has been written.
  public internal(set) var bytes: [UInt8] = []

  public init() {}

  /// What has been written.
  public var html: String { String(decoding: bytes, as: UTF8.self) }

  /// Makes room for `capacity` bytes in all, so that writing that much grows the buffer once.
  public mutating func reserveCapacity(_ capacity: Int) { bytes.reserveCapacity(capacity) }

  /// What has been written, to hand to another writer.
  public var fragment: HTMLFragment { HTMLFragment(written: bytes) }

  /// `text`, escaped.
  public mutating func text(_ text: String) { self.text(text[...]) }

  /// `text`, escaped. Runs of text without any of the five characters are copied whole.
  public mutating func text(_ text: Substring) {
    let escaped: Void? = text.utf8.withContiguousStorageIfAvailable { escape($0) }
    if escaped == nil {
      var copy = String(text)
      copy.withUTF8 { escape($0) }
    }
  }

  /// `source`, UTF-8, escaped.
  mutating func escape(_ source: UnsafeBufferPointer<UInt8>) {
    var start = 0
    for index in source.indices {
      guard let entity = HTML.entity(for: source[index]) else { continue }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
      append(entity)
      start = index + 1
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start...]))
  }

  // MARK: Elements

  /// `<tag`, which ``attribute(_:_:)`` calls and ``finishStartTag()`` continue.
  public mutating func startTag(_ tag: StaticString) {
    bytes.append(UInt8(ascii: "<"))
    append(tag)
  }

  /// ` name="value"`, the value escaped.
  public mutating func attribute(_ name: StaticString, _ value: String) {
    bytes.append(UInt8(ascii: " "))
    append(name)
    append("=\"")
    text(value)
    bytes.append(UInt8(ascii: "\""))
  }

  /// ` name`: an attribute that is there or not, without a value.
  public mutating func attribute(_ name: StaticString) {
    bytes.append(UInt8(ascii: " "))
    append(name)
  }

  /// `>`, ending the tag ``startTag(_:)`` began.
  public mutating func finishStartTag() { bytes.append(UInt8(ascii: ">")) }

  /// `<tag a="…" b="…">`, the attributes in the order given, leaving out any whose value is nil.
  public mutating func open(
    _ tag: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:]
  ) {
    startTag(tag)
    for case (let name, let value?) in attributes { attribute(name, value) }
    finishStartTag()
  }

  /// `<tag class="…">`.
  public mutating func open(_ tag: StaticString, class name: String) {
    startTag(tag)
    attribute("class", name)
    finishStartTag()
  }

  /// `</tag>`.
  public mutating func close(_ tag: StaticString) {
    append("</")
    append(tag)
    bytes.append(UInt8(ascii: ">"))
  }

  /// `<tag …>`, what `content` writes, `</tag>`.
  public mutating func element<Failure: Error>(
    _ tag: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:],
    _ content: (inout HTMLWriter) throws(Failure) -> Void
  ) throws(Failure) {
    open(tag, attributes)
    try content(&self)
    close(tag)
  }

  /// `<tag class="…">`, what `content` writes, `</tag>`.
  public mutating func element<Failure: Error>(
    _ tag: StaticString, class name: String, _ content: (inout HTMLWriter) throws(Failure) -> Void
  ) throws(Failure) {
    open(tag, class: name)
    try content(&self)
    close(tag)
  }

  /// `<tag …>text</tag>`, the text escaped.
  public mutating func element(
    _ tag: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:],
    text: String
  ) {
    open(tag, attributes)
    self.text(text)
    close(tag)
  }

  /// `<tag class="…">text</tag>`, the text escaped.
  public mutating func element(_ tag: StaticString, class name: String, text: String) {
    open(tag, class: name)
    self.text(text)
    close(tag)
  }

  /// `<tag a="…"/>`: an element closed in its own tag, as an SVG shape without content is.
  public mutating func empty(
    _ tag: StaticString, _ attributes: KeyValuePairs<StaticString, String?>
  ) {
    startTag(tag)
    for case (let name, let value?) in attributes { attribute(name, value) }
    append("/>")
  }

  /// The tag of a heading of `level`, 1 to 6 (a deeper one is a sixth-level heading).
  public static func headingTag(_ level: Int) -> StaticString {
    switch level {
    case ...1: "h1"
    case 2: "h2"
    case 3: "h3"
    case 4: "h4"
    case 5: "h5"
    default: "h6"
    }
  }

  // MARK: Markup built elsewhere

  /// What another writer built.
  public mutating func append(_ fragment: HTMLFragment) { bytes.append(contentsOf: fragment.bytes) }

  /// `markup` as it is, unescaped: the one way in for markup no writer built, which is cmark's
  /// rendering of Markdown (and the print page's rewriting of it), the page template's own
  /// markup, the notices a translation puts around a page, and a script's text.
  public mutating func raw(_ markup: String) { bytes.append(contentsOf: markup.utf8) }

  /// Part of markup no writer built, as ``raw(_:)`` writes it.
  public mutating func raw(_ markup: Substring) { bytes.append(contentsOf: markup.utf8) }

  /// Markup no writer built, as ``raw(_:)`` writes it, given as its bytes, which must be UTF-8
  /// (cmark's rendering, its lone bytes repaired; runs of a fragment cut next to ASCII bytes).
  /// Not checked again but in a debug build.
  public mutating func raw(utf8 markup: UnsafeBufferPointer<UInt8>) {
    assert(String(validating: markup, as: UTF8.self) != nil, "markup that is not UTF-8")
    bytes.append(contentsOf: markup)
  }

  /// A literal (a tag's or attribute's name, an entity, punctuation), valid UTF-8 already.
  mutating func append(_ literal: StaticString) {
    literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }
}

/// Markup an ``HTMLWriter`` built, every text in it escaped: what components hand each other and
/// what a directive's output holds. Only a writer makes one.
public struct HTMLFragment: Sendable {
  /// The markup's UTF-8, as the writer wrote it.
  public let bytes: [UInt8]

  fileprivate init(written bytes: [UInt8]) { self.bytes = bytes }

  /// The markup.
  public var html: String { String(decoding: bytes, as: UTF8.self) }

  /// The markup `write` writes.
  public init<Failure: Error>(_ write: (inout HTMLWriter) throws(Failure) -> Void) throws(Failure) {
    var writer = HTMLWriter()
    // Most fragments (a badge, a caption, a line) fit: written without growing the buffer again.
    writer.reserveCapacity(256)
    try write(&writer)
    self = writer.fragment
  }

  /// No markup at all.
  public static let empty = HTMLFragment(written: [])

  public var isEmpty: Bool { bytes.isEmpty }
}
