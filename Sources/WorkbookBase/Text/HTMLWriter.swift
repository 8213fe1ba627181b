/// HTML written into one growing string, escaped by construction: every text and attribute value
/// goes through ``HTML``'s five entities as it is written, tag and attribute names are literals
/// (`StaticString`), so nothing read from a book can become one, and markup no writer built comes
/// in through one entry only, ``raw(_:)``. What one writer built reaches another as an
/// ``HTMLFragment``.
public struct HTMLWriter: Sendable {
  /// What has been written.
  public private(set) var html = ""

  public init() {}

  /// Makes room for `capacity` bytes in all, so that writing that much grows the buffer once.
  public mutating func reserveCapacity(_ capacity: Int) { html.reserveCapacity(capacity) }

  /// What has been written, to hand to another writer.
  public var fragment: HTMLFragment { HTMLFragment(written: html) }

  /// `text`, escaped.
  public mutating func text(_ text: String) { self.text(text[...]) }

  /// `text`, escaped. Runs of text without any of the five characters are copied whole, and
  /// text without any of them (most text) is copied at once.
  public mutating func text(_ text: Substring) {
    let utf8 = text.utf8
    // The first of the five, found on the bytes in place where the text is stored contiguously
    // (as native strings are), else through the view.
    let first =
      utf8.withContiguousStorageIfAvailable { bytes in
        bytes.firstIndex { HTML.entity(for: $0) != nil }
      }
      ?? utf8.firstIndex { HTML.entity(for: $0) != nil }.map {
        utf8.distance(from: utf8.startIndex, to: $0)
      }
    guard let first else { return html.append(contentsOf: text) }
    var start = utf8.startIndex
    var index = utf8.index(start, offsetBy: first)
    while index != utf8.endIndex {
      if let entity = HTML.entity(for: utf8[index]) {
        if start != index { html.append(contentsOf: Substring(utf8[start..<index])) }
        append(entity)
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    if start != utf8.endIndex { html.append(contentsOf: Substring(utf8[start...])) }
  }

  // MARK: Elements

  /// `<tag`, which ``attribute(_:_:)`` calls and ``finishStartTag()`` continue.
  public mutating func startTag(_ tag: StaticString) {
    html.append("<")
    append(tag)
  }

  /// ` name="value"`, the value escaped.
  public mutating func attribute(_ name: StaticString, _ value: String) {
    html.append(" ")
    append(name)
    html.append("=\"")
    text(value)
    html.append("\"")
  }

  /// ` name`: an attribute that is there or not, without a value.
  public mutating func attribute(_ name: StaticString) {
    html.append(" ")
    append(name)
  }

  /// `>`, ending the tag ``startTag(_:)`` began.
  public mutating func finishStartTag() { html.append(">") }

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
    html.append("</")
    append(tag)
    html.append(">")
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
    html.append("/>")
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
  public mutating func append(_ fragment: HTMLFragment) { html.append(fragment.html) }

  /// `markup` as it is, unescaped: the one way in for markup no writer built, which is cmark's
  /// rendering of Markdown (and the print page's rewriting of it), the page template's own
  /// markup, the notices a translation puts around a page, and a script's text.
  public mutating func raw(_ markup: String) { html.append(markup) }

  /// Part of markup no writer built, as ``raw(_:)`` writes it.
  public mutating func raw(_ markup: Substring) { html.append(contentsOf: markup) }

  /// A tag's or attribute's name, a literal and so valid UTF-8 already.
  private mutating func append(_ name: StaticString) { html.append(name.description) }
}

/// Markup an ``HTMLWriter`` built, every text in it escaped: what components hand each other and
/// what a directive's output holds. Only a writer makes one.
public struct HTMLFragment: Sendable, Hashable {
  /// The markup.
  public let html: String

  fileprivate init(written html: String) { self.html = html }

  /// The markup `write` writes.
  public init<Failure: Error>(_ write: (inout HTMLWriter) throws(Failure) -> Void) throws(Failure) {
    var writer = HTMLWriter()
    try write(&writer)
    self = writer.fragment
  }

  /// No markup at all.
  public static let empty = HTMLFragment(written: "")

  public var isEmpty: Bool { html.isEmpty }
}
