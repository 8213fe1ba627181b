import Testing

@testable import WorkbookBase
@testable import WorkbookRender

@Suite struct MarkdownTests {
  @Test func admonitionsBecomeTitledBoxesAndPlainQuotesStay() throws {
    let html = try FixtureBook().buildPage("01-counter.html")
    #expect(
      html.contains(
        "<div class=\"admonition warning\"><p class=\"admonition-title\">Warning</p>\n<p>Counters overflow.</p>\n</div>"
      ))
    #expect(html.contains("<blockquote>\n<p>A plain quotation.</p>\n</blockquote>"))
  }

  @Test func everyAdmonitionKind() throws {
    let book = try FixtureBook()
    let markdown = AdmonitionMarker.kinds.map { "> [!\($0)]\n> Body \($0).\n" }.joined(
      separator: "\n")
    try book.write(
      "chapters/01-counter.md", "# The counter\n\n" + markdown + "\n> [!UNKNOWN]\n> Kept.\n")
    let html = try book.buildPage("01-counter.html")
    for (kind, title) in zip(
      AdmonitionMarker.kinds, ["Note", "Tip", "Important", "Warning", "Caution"])
    {
      #expect(
        html.contains(
          "<div class=\"admonition \(kind.lowercased())\"><p class=\"admonition-title\">\(title)</p>\n<p>Body \(kind).</p>"
        ))
    }
    #expect(html.contains("<blockquote>\n<p>[!UNKNOWN]\nKept.</p>"))
  }

  @Test func slugsAreStable() {
    #expect(Slug.make("Raw KVO: the \"isa\" swap!") == "raw-kvo-the-isa-swap")
    #expect(Slug.make("  observeValue(forKeyPath:)  ") == "observevalueforkeypath")
    #expect(Slug.make("Ça marche — déjà") == "ça-marche-déjà")
    #expect(Slug.make("???") == "section")
  }

  /// An ASCII text's slug, made byte by byte, is the slug its characters make.
  @Test func anASCIISlugIsTheSlugOfItsCharacters() {
    let pieces = ["a", "Z", "0", " ", "-", "_", "/", ".", ":", "\r\n", "\t", "(", "é"]
    var texts: [String] = [""]
    for _ in 0..<4 { texts += texts.flatMap { text in pieces.map { text + $0 } } }
    for text in Set(texts) {
      #expect(Slug.make(text) == Slug.characterSlug(text), "\(text)")
    }
    for byte in UInt8(0)..<0x80 {
      let text = "a" + String(UnicodeScalar(byte)) + "b"
      #expect(Slug.make(text) == Slug.characterSlug(text), "\(byte)")
    }
  }

  @Test func headingsGetAnchorsAndAnOnPageContents() throws {
    let html = try FixtureBook().buildPage("01-counter.html")
    #expect(
      html.contains(
        "<div class=\"heading\"><h2 id=\"the-listing\">The listing</h2><a class=\"heading-anchor\" href=\"#the-listing\" aria-label=\"Link to this section: The listing\">#</a></div>"
      ))
    #expect(html.contains("<li class=\"level-2\"><a href=\"#its-tests\">Its tests</a></li>"))
  }

  @Test func aPageWithoutATitleHeadingGetsOneFromTheTableOfContents() throws {
    let book = try FixtureBook()
    try book.write("chapters/01-counter.md", "Intro.\n\n## The counter\n")
    let html = try book.buildPage("01-counter.html")
    #expect(html.contains("<h1 id=\"top\">The counter</h1>\n<p class=\"tally\">"))
    #expect(html.contains("<h2 id=\"the-counter\">"))
  }

  @Test func duplicateAnchorsAreLocatedErrors() throws {
    let errors = try FixtureBook().diagnostics(
      chapter: "# The counter\n\n## Setup\n\ntext\n\n### Setup!\n")
    #expect(
      errors == [
        "chapters/01-counter.md:7:1: error: duplicate heading anchor 'setup' (first used on line 3)"
      ])
  }

  @Test func smartPunctuationAndEscapedRawText() throws {
    let book = try FixtureBook()
    try book.write(
      "chapters/01-counter.md", "# The counter\n\n\"Quoted\" -- and `a<b` and 5 < 6.\n")
    let html = try book.buildPage("01-counter.html")
    #expect(html.contains("<p>“Quoted” – and <code>a&lt;b</code> and 5 &lt; 6.</p>"))
  }

  @Test func chapterLinksAreRewrittenAndChecked() throws {
    let book = try FixtureBook()
    try book.write(
      "chapters/index.md",
      "# Welcome\n\n[a](01-counter.md#the-listing) [b](./01-counter.md) [c](#welcome) [d](https://example.com/x.md)\n"
    )
    let html = try book.buildPage("index.html")
    #expect(
      html.contains(
        "<a href=\"01-counter.html#the-listing\">a</a> <a href=\"01-counter.html\">b</a> <a href=\"#welcome\">c</a> <a href=\"https://example.com/x.md\">d</a>"
      ))
  }

  @Test func brokenLinksAndAnchorsAreLocated() throws {
    let book = try FixtureBook()
    try book.write(
      "chapters/index.md",
      "# Welcome\n\nFine.\nSee [gone](02-gone.md) and\n[bad anchor](01-counter.md#nowhere).\n")
    #expect(
      book.diagnostics() == [
        "chapters/index.md:4:5: error: link to '02-gone.md', which is not a page of the book",
        "chapters/index.md:5:1: error: no anchor '#nowhere' on page '01-counter.html'",
      ])
  }

  @Test func aLinkToATestListingResolves() throws {
    let book = try FixtureBook()
    try book.write(
      "chapters/index.md", "# Welcome\n\n[t](01-counter.md#test-demotests-startsatzero)\n")
    #expect(book.diagnostics().isEmpty)
  }
}
