import Testing

@testable import WorkbookBase

/// HTML that escapes by construction: what the writer escapes, and what it writes as it is.
@Suite struct HTMLWriterTests {
  @Test func textAndAttributeValuesAreEscapedAndNothingElseChanges() {
    var html = HTMLWriter()
    html.open("a", ["href": "x.html?a=1&b='2'", "title": nil, "class": "c\"d"])
    html.text("<b> & café \"é\" ✔")
    html.close("a")
    #expect(
      html.html
        == "<a href=\"x.html?a=1&amp;b=&#39;2&#39;\" class=\"c&quot;d\">&lt;b&gt; &amp; café &quot;é&quot; ✔</a>"
    )
    #expect(HTML.escape("plain") == "plain")
  }

  @Test func elementsFlagsAndShapesWithoutContent() {
    var html = HTMLWriter()
    html.element("p", class: "note", text: "a<b")
    html.startTag("a")
    html.attribute("href", "#x")
    html.attribute("data-same-section")
    html.finishStartTag()
    html.close("a")
    html.empty("line", ["x1": "1", "y1": nil])
    html.element(HTMLWriter.headingTag(3), text: "T")
    html.element("ul") { html in html.element("li", text: "1") }
    #expect(
      html.html
        == "<p class=\"note\">a&lt;b</p><a href=\"#x\" data-same-section></a><line x1=\"1\"/><h3>T</h3><ul><li>1</li></ul>"
    )
  }

  @Test func spansEscapeEachRunAndWrapOnlyThoseWithAClass() {
    var html = HTMLWriter()
    html.raw("<code>")
    let text = "if a<\"é\" {}'&"
    html.spans(
      of: text,
      [
        HTMLSpan(bytes: 0..<2, cssClass: "kw"), HTMLSpan(bytes: 2..<5, cssClass: nil),
        HTMLSpan(bytes: 5..<9, cssClass: "st"), HTMLSpan(bytes: 9..<12, cssClass: nil),
        HTMLSpan(bytes: 12..<14, cssClass: "co"),
      ])
    #expect(
      html.html
        == "<code><span class=\"kw\">if</span> a&lt;<span class=\"st\">&quot;é&quot;</span> {}<span class=\"co\">&#39;&amp;</span>"
    )
    var empty = HTMLWriter()
    empty.spans(of: "", [])
    #expect(empty.html.isEmpty)
  }

  @Test func fragmentsAndRawMarkupGoInAsTheyAre() {
    let fragment = HTMLFragment { $0.element("em", text: "&") }
    var html = HTMLWriter()
    html.append(fragment)
    html.raw("<p>cmark&#39;s</p>")
    html.append(.empty)
    #expect(html.html == "<em>&amp;</em><p>cmark&#39;s</p>")
  }

  @Test func theBytesAreTheMarkupsUTF8AndAFragmentCarriesThemWhole() {
    var html = HTMLWriter()
    html.element("p", class: "é\"", text: "中文 & 𝄞")
    html.raw("<br>"[...])
    Array("<i>ü</i>".utf8).withUnsafeBufferPointer { html.raw(utf8: $0) }
    html.text("tail'"[...].dropLast())
    let expected = "<p class=\"é&quot;\">中文 &amp; 𝄞</p><br><i>ü</i>tail"
    #expect(html.html == expected)
    #expect(html.bytes == Array(expected.utf8))
    #expect(html.fragment.bytes == html.bytes)
    #expect(html.fragment.html == expected)
    var outer = HTMLWriter()
    outer.append(html.fragment)
    outer.append(html.fragment)
    #expect(outer.html == expected + expected)
    #expect(HTMLFragment.empty.isEmpty && !html.fragment.isEmpty)
  }

  @Test func aMessageEscapesItsWordsAndPutsInEachValue() {
    var html = HTMLWriter()
    html.message(
      "{title} & {test}, {lines}: {unknown} {",
      [
        "title": .text("<T>"), "test": .code("a&b"),
        "lines": .html(HTMLFragment { $0.text("1–2") }),
      ])
    #expect(html.html == "&lt;T&gt; &amp; <code>a&amp;b</code>, 1–2: {unknown} {")
  }

  @Test func aBraceAMarkJoinsIsNoBrace() {
    var html = HTMLWriter()
    html.message("{\u{301}title} {title}{{title}} {tit\u{301}le}", ["title": .text("<T>")])
    #expect(html.html == "{\u{301}title} &lt;T&gt;{&lt;T&gt;} {tit\u{301}le}")
  }

  /// Generated messages of braces, names, marks, prepended signs and letters a name may be
  /// canonically equal to (`K` and the Kelvin sign, `é` in one scalar or two).
  static let messages: [String] = {
    let pieces = [
      "{", "}", "{", "}", "title", "K", "\u{212A}", "é", "e\u{301}", "\u{301}", "\u{600}", "中",
      " ", "&", "<", "\r\n", "x",
    ]
    var random = SeededNumbers(seed: 0x9E37_79B9_7F4A_7C15)
    let generated = (0..<5_000).map { _ in
      (0..<random.next(12)).map { _ in pieces[random.next(pieces.count)] }.joined()
    }
    return ["", "{title}", "{K}x", "{\u{212A}}", "{e\u{301}}", "中{title}中", "{{title}}"]
      + generated
  }()

  @Test func aMessageReadOnItsBytesWritesWhatReadingItByCharactersWrote() {
    let values: KeyValuePairs<String, HTMLWriter.Value> = [
      "title": .text("<T>"), "\u{212A}": .code("a&b"),
      "é": .html(HTMLFragment { $0.element("i", text: "é") }), "x": .text("{title}"),
    ]
    for message in Self.messages {
      var html = HTMLWriter()
      html.message(message, values)
      var expected = HTMLWriter()
      Self.messageByCharacters(message, values, into: &expected)
      #expect(html.html == expected.html, "\(message.debugDescription)")
    }
  }

  /// How a message was written before it was read on its bytes: each brace and name found by a
  /// search of the rest of the message by characters.
  static func messageByCharacters(
    _ message: String, _ values: KeyValuePairs<String, HTMLWriter.Value>,
    into html: inout HTMLWriter
  ) {
    var rest = message[...]
    let isOpen = { (byte: UInt8) in byte == UInt8(ascii: "{") }
    let isClose = { (byte: UInt8) in byte == UInt8(ascii: "}") }
    while case let opening = rest.byteCount(beforeCharacter: isOpen), opening < rest.utf8.count {
      let afterOpen = rest.droppingBytes(opening + 1)
      let closing = afterOpen.droppingBytes(afterOpen.byteCount(beforeCharacter: isClose))
      guard !closing.isEmpty,
        let value = values.first(where: { $0.key == afterOpen[..<closing.startIndex] })?.value
      else {
        html.text(rest[..<afterOpen.startIndex])
        rest = afterOpen
        continue
      }
      html.text(rest[..<rest.droppingBytes(opening).startIndex])
      switch value {
      case .text(let value): html.text(value)
      case .code(let value): html.element("code", text: value)
      case .html(let fragment): html.append(fragment)
      }
      rest = closing.droppingBytes(1)
    }
    html.text(rest)
  }
}
