import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookRender
@testable import WorkbookSite

/// DocC articles as chapters: `chapter: Sources/Demo/Documentation.docc/Articles/Counting.md`.
@Suite struct DocCArticleTests {
  static let catalogue = "Sources/Demo/Documentation.docc"

  /// The fixture book with a DocC catalogue for its `Demo` module: a root page, two articles
  /// (one in the book, one not), and images, one with a dark variant.
  static func book(article: String) throws -> FixtureBook {
    let book = try FixtureBook()
    try book.write(
      "\(catalogue)/Demo.md",
      "# ``Demo``\n\nCounting made plain.\n\n## Topics\n\n### Essentials\n\n- <doc:Counting>\n- ``Counter``\n"
    )
    try book.write("\(catalogue)/Articles/Counting.md", article)
    try book.write("\(catalogue)/Articles/Resetting.md", "# Resetting a Counter\n\nBack to zero.\n")
    try book.write("\(catalogue)/Resources/chart.png", "not really a PNG")
    try book.write("\(catalogue)/Resources/chart~dark.png", "not really a dark PNG")
    try book.write("\(catalogue)/Images/diagram.png", "not really a PNG either")
    let toc = try book.read("chapters/book.toc")
    try book.write(
      "chapters/book.toc",
      toc.replacing(
        "appendix: claims",
        with:
          "chapter: \(catalogue)/Articles/Counting.md\n  title: Counting with Counter\n\nappendix: claims"
      ))
    return book
  }

  static let article = """
    # Counting with Counter

    Count things, one at a time.

    @Metadata {
      @PageImage(purpose: card, source: "chart", alt: "A chart")
    }

    ## Overview

    A ``Counter`` starts at zero; ``Counter/increment()-3xk1f`` adds one.
    See <doc:Resetting> to start again, and <doc:Counting> for this page.

    @Row {
      @Column { Left }
      @Column { Right }
    }

    > Note: A counter overflows past `Int.max`.

    @Image(source: "chart", alt: "A chart")

    ![A diagram](diagram.png)

    @Comment {
      Nothing a reader sees.
    }

    @Row(numberOfColumns: 2) {
      @Column { Again }
    }

    ```swift
    @Row {
    ```

    An indented code block:

        @Argument(help: "A value.") var value: Int
    """

  @Test func anArticleBuildsAsAChapter() throws {
    let book = try Self.book(article: Self.article)
    let report = try book.builder.build()
    let html = try book.read("site/public/Counting.html")
    #expect(html.contains("<h1 id=\"counting-with-counter\">Counting with Counter</h1>"))
    #expect(
      html.contains("A <code>Counter</code> starts at zero; <code>increment()</code> adds one."))
    #expect(
      html.contains(
        "See Resetting a Counter to start again, and <a href=\"Counting.html\">Counting with Counter</a> for this page."
      ))
    #expect(html.contains("<div class=\"admonition note\"><p class=\"admonition-title\">Note</p>"))
    #expect(html.contains("A counter overflows past <code>Int.max</code>."))
    #expect(
      html.contains(
        "<img src=\"images/docc/Sources/Demo/Documentation.docc/Resources/chart.png\" alt=\"A chart\" />"
      ))
    #expect(
      html.contains(
        "<img src=\"images/docc/Sources/Demo/Documentation.docc/Images/diagram.png\" alt=\"A diagram\" />"
      ))
    #expect(!html.contains("Left") && !html.contains("Nothing a reader sees"))
    #expect(
      html.contains("<code class=\"language-swift\"><span class=\"at\">@Row</span> {</code>"),
      "a directive inside a code block is code")
    #expect(html.contains("<code class=\"language-text\">@Argument(help: &quot;A value.&quot;)"))
    #expect(
      try book.read("site/public/images/docc/\(Self.catalogue)/Resources/chart.png")
        == "not really a PNG")
    #expect(
      report.warnings.map(\.description) == [
        "\(Self.catalogue)/Articles/Counting.md:5:1: warning: '@Metadata' is a DocC directive the generator does not support; it is left out of the page",
        "\(Self.catalogue)/Articles/Counting.md:14:1: warning: '@Row' is a DocC directive the generator does not support; it is left out of the page (2 uses in this article)",
      ])
  }

  /// A translation has no catalogue for an article: its edition shows the article in English
  /// under the page's notice, with the catalogue's images from the one `images/` folder, and
  /// the build warns about the article once, not once per language.
  @Test func aTranslationShowsTheArticleInEnglishWithItsImages() throws {
    let book = try Self.book(article: Self.article)
    try book.builder.updateCatalogues(language: "zh-Hans")
    let report = try book.builder.build()
    let html = try book.read("site/public/zh-Hans/Counting.html")
    #expect(
      html.contains(
        "<p class=\"translation-notice page-notice\"><a href=\"../Counting.html\">This page is not translated yet: it is shown in English.</a></p>"
      ))
    #expect(
      html.contains(
        "<img src=\"../images/docc/Sources/Demo/Documentation.docc/Resources/chart.png\" alt=\"A chart\" />"
      ))
    #expect(!book.exists("site/public/zh-Hans/images"))
    #expect(report.warnings.count == 2)
  }

  /// Errors point at the article's own lines, though asides and directives change the line
  /// count of what is rendered.
  @Test func anErrorIsLocatedInTheArticle() throws {
    let book = try Self.book(
      article: Self.article + "\n\n{{#include Sources/Demo/Missing.swift}}\n\n![Lost](lost.png)\n")
    #expect(
      book.diagnostics() == [
        "\(Self.catalogue)/Articles/Counting.md:43:1: error: no image 'lost.png' in \(Self.catalogue)",
        "\(Self.catalogue)/Articles/Counting.md:41:12: error: file 'Sources/Demo/Missing.swift' not found",
      ])
  }

  /// A block ends as swift-markdown ends it: at the first line of its content that starts with
  /// `}`, braces elsewhere in a line, in a nested directive's quoted arguments, in a code fence
  /// or in an indented code block being text, a nested directive's `}` closing that one.
  @Test func aBlockEndsAtTheLineDocCEndsItAt() {
    func lastLine(_ text: String) -> Int? { DocCDirective(at: 0, in: text.lines)?.lastLine }
    #expect(
      lastLine(
        """
        @Row {
          @Column(title: "a { b") {
            Text with } inside.
            ```swift
            }
            ```
          }
        }
        after
        """) == 7)
    #expect(
      lastLine(
        """
        @Comment {
          Text.

              } an indented code block
        }
        """) == 4)
    #expect(
      lastLine(
        """
        @Row {
            @Column {
                Four columns in.
            }
        }
        """) == 4)
    let escaped = DocCDirective(
      at: 0, in: [#"@Image(source: "a)b", alt: "a \"quoted)\" word") {}"#, "after"])
    #expect(escaped?.arguments == #"source: "a)b", alt: "a \"quoted)\" word""#)
    #expect(escaped?.lastLine == 0)
    // Each line of the arguments starts outside quotes, as swift-markdown reads them.
    let twoLines = DocCDirective(at: 0, in: [#"@Image(source: "a.png,"#, "  alt: x)", "after"])
    #expect(twoLines?.arguments == "source: \"a.png,\n  alt: x")
    #expect(twoLines?.lastLine == 1)
    #expect(twoLines?.unclosed == nil)
    // A `{` may start the line after the directive's name or arguments.
    #expect(lastLine("@Row\n{\n  @Column(a: 1)\n  {\n    Left\n  }\n}\nafter") == 6)
  }

  /// A block that never closes is an error where it opens, not the rest of the article left
  /// out in silence; so is an argument list that never closes.
  @Test func aDirectiveThatNeverClosesIsALocatedError() throws {
    let book = try Self.book(
      article: "# Counting with Counter\n\nText.\n\n  @Row {\n  @Column { Left }\n\nThe rest.\n")
    #expect(
      book.diagnostics() == [
        "\(Self.catalogue)/Articles/Counting.md:5:8: error: '@Row' opens a block here that never closes: end it with a line that starts with '}'"
      ])
    try book.write(
      "\(Self.catalogue)/Articles/Counting.md",
      "# Counting with Counter\n\n@Image(source: \"chart\",\n  alt: \"A chart\"\n\nThe rest.\n")
    #expect(
      book.diagnostics() == [
        "\(Self.catalogue)/Articles/Counting.md:3:7: error: '@Image' opens its arguments here and never closes them with ')'"
      ])
    // A `)` past the blank line that leaves them open does not close them.
    for after in ["\nThe rest (really).\n", "@Comment(a)\n"] {
      try book.write(
        "\(Self.catalogue)/Articles/Counting.md",
        "# Counting with Counter\n\n@Image(source: \"chart\", alt: \"A chart\"\n\(after)")
      #expect(
        book.diagnostics() == [
          "\(Self.catalogue)/Articles/Counting.md:3:7: error: '@Image' opens its arguments here and never closes them with ')'"
        ])
    }
  }

  @Test func theTableOfContentsChecksTheArticle() throws {
    let book = try FixtureBook()
    let toc = try book.read("chapters/book.toc")
    try book.write(
      "chapters/book.toc",
      toc
        + "\nchapter: Sources/Demo/Documentation.docc/Missing.md\n  title: Missing\n"
        + "\nchapter: Sources/Demo/Documentation.docc/Not a name.md\n  title: Spaces\n")
    #expect(
      book.diagnostics() == [
        "chapters/book.toc:16:10: error: DocC article 'Sources/Demo/Documentation.docc/Missing.md' not found",
        "chapters/book.toc:19:10: error: a DocC article's file name must be letters, digits, '-' and '_' (with '.md'), as its page is named after it",
      ])
  }

  @Test func theCatalogueListsArticlesInTheRootPagesOrder() throws {
    let book = try Self.book(article: Self.article)
    let package = PackageRoot(book.root)
    let catalogue = try #require(DocCCatalogue.find(in: "Sources/Demo", package: package))
    #expect(catalogue.path == Self.catalogue)
    #expect(
      catalogue.articles(module: "Demo", package: package).map(\.name) == [
        "Counting", "Resetting",
      ])
    #expect(catalogue.firstListedSymbol(module: "Demo", package: package) == "Counter")
    #expect(catalogue.resource(named: "chart") == "\(Self.catalogue)/Resources/chart.png")
    #expect(
      catalogue.resource(named: "chart~dark.png") == "\(Self.catalogue)/Resources/chart~dark.png")
  }
}
