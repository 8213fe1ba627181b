import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookBook
@testable import WorkbookRender
@testable import WorkbookRun

@Suite struct IncludeTests {
  let book: FixtureBook
  let files: SourceFiles
  let here = SourceLocation(path: "chapters/01-counter.md", line: 3, column: 12)

  init() throws {
    book = try FixtureBook()
    files = SourceFiles(root: book.root)
  }

  @Test func anAnchorIsTheLinesBetweenItsMarkersDedented() throws {
    let included = try IncludeResolver.resolve(
      "Sources/Demo/Counter.swift:increment", at: here, files: files)
    #expect(
      included.text == """
        /// Adds one; `<` and `&` show escaping.
        public mutating func increment() {
          value += 1  // value < Int.max & more
        }
        """)
    #expect(included.lines == 8...11)
    #expect(included.anchor == "increment")
  }

  @Test func lineRangesFollowMdBook() throws {
    let range = try IncludeResolver.resolve(
      "Sources/Demo/Counter.swift:2:3", at: here, files: files)
    #expect(range.text == "public struct Counter {\n  public private(set) var value = 0")
    let single = try IncludeResolver.resolve("Sources/Demo/Counter.swift:2", at: here, files: files)
    #expect(single.text == "public struct Counter {")
    let tail = try IncludeResolver.resolve("Sources/Demo/Counter.swift:12:", at: here, files: files)
    #expect(tail.text == "}")
  }

  @Test func aWholeFileLosesItsAnchorMarkers() throws {
    let whole = try IncludeResolver.resolve("Sources/Demo/Counter.swift", at: here, files: files)
    #expect(!whole.text.contains("ANCHOR"))
    #expect(whole.text.hasPrefix("/// Counts things."))
    #expect(whole.lines == 1...13)
  }

  @Test func missingFilesAnchorsAndLinesAreLocated() {
    #expect(throws: Diagnostic("file 'Sources/Gone.swift' not found", at: here)) {
      try IncludeResolver.resolve("Sources/Gone.swift:x", at: here, files: files)
    }
    var selector = here
    selector.column += "Sources/Demo/Counter.swift:".utf8.count
    #expect(
      throws: Diagnostic("no anchor 'decrement' in 'Sources/Demo/Counter.swift'", at: selector)
    ) {
      try IncludeResolver.resolve("Sources/Demo/Counter.swift:decrement", at: here, files: files)
    }
    #expect(
      throws: Diagnostic(
        "lines 10–99 are outside 'Sources/Demo/Counter.swift', which has 13 lines", at: selector)
    ) {
      try IncludeResolver.resolve("Sources/Demo/Counter.swift:10:99", at: here, files: files)
    }
    #expect(
      throws: Diagnostic("'../secret' must be a path inside the package, without '..'", at: here)
    ) {
      try IncludeResolver.resolve("../secret", at: here, files: files)
    }
  }

  @Test func aStandaloneIncludeIsACaptionedHighlightedListing() throws {
    let html = try book.buildPage("01-counter.html")
    #expect(
      html.contains(
        "<figcaption>in <code>Sources/Demo/Counter.swift</code>, <span class=\"anchor-name\">increment</span>, lines 8–11</figcaption>"
      ))
    #expect(
      html.contains(
        "<span class=\"co\">/// Adds one; `&lt;` and `&amp;` show escaping.</span>\n<span class=\"kw\">public</span>"
      ))
  }

  @Test func anIncludeInsideAFenceTakesTheFenceLanguage() throws {
    try book.write(
      "chapters/01-counter.md", "# The counter\n\n```sh\n{{#include scripts/demo}}\n```\n")
    let html = try book.buildPage("01-counter.html")
    #expect(html.contains("<code class=\"language-sh\"><span class=\"co\">#!/bin/sh</span>"))
    #expect(html.contains("<span class=\"va\">${1:-world}</span>"))
    #expect(html.contains("in <code>scripts/demo</code>, lines 1–4"))
  }

  @Test func aMissingRegionInAChapterIsLocated() throws {
    let errors = try book.diagnostics(
      chapter:
        "# The counter\n\n```swift\nlet x = 1\n  {{#include Sources/Demo/Counter.swift:nope}}\n```\n"
    )
    #expect(
      errors == [
        "chapters/01-counter.md:5:41: error: no anchor 'nope' in 'Sources/Demo/Counter.swift'"
      ])
  }

  /// A path holding a space is quoted the same way inside a code block as on its own line.
  @Test func aQuotedPathIsOnePathInACodeBlockToo() throws {
    try book.write("Sources/Demo/Core Types/Box.swift", "struct Box {}\n")
    try book.write(
      "chapters/01-counter.md",
      "# The counter\n\n```swift\n{{#include \"Sources/Demo/Core Types/Box.swift\"}}\n```\n")
    #expect(
      try book.buildPage("01-counter.html").contains(
        "in <code>Sources/Demo/Core Types/Box.swift</code>"))
    let errors = try book.diagnostics(
      chapter:
        "# The counter\n\n```swift\n{{#include \"Sources/Demo/Core Types/Box.swift:nope\"}}\n```\n"
    )
    #expect(
      errors == [
        "chapters/01-counter.md:4:47: error: no anchor 'nope' in 'Sources/Demo/Core Types/Box.swift'"
      ])
  }

  @Test func onlyIncludesMayStandInACodeBlock() throws {
    let errors = try book.diagnostics(
      chapter: "# The counter\n\n```swift\n{{#test DemoTests/startsAtZero}}\n```\n")
    #expect(
      errors == [
        "chapters/01-counter.md:4:1: error: only {{#include}} can stand inside a code block, not {{#test}}"
      ])
  }
}

@Suite struct HiddenLineTests {
  let here = SourceLocation(path: "chapters/01-counter.md", line: 3, column: 12)

  @Test func linesBetweenHideAndShowStayInTheFileButOffThePage() throws {
    let book = try FixtureBook()
    try book.write(
      "Sources/Demo/Traced.swift",
      """
      // ANCHOR: step
      func step() {
        // snippet.hide
        Trace.note("step")
        // snippet.show
        value += 1
      }
      // ANCHOR_END: step
      """)
    let included = try IncludeResolver.resolve(
      "Sources/Demo/Traced.swift:step", at: here, files: SourceFiles(root: book.root))
    #expect(included.text == "func step() {\n  value += 1\n}")
    #expect(included.lines == 2...7)
    #expect(included.shownLines == [2, 6, 7])
  }

  @Test func aHideWithoutShowHidesToTheEnd() {
    let lines: [Substring] = ["a", "  // snippet.hide", "b", "c"]
    #expect(lines.withoutHiddenLines == ["a"])
    #expect(["x", "// snippet.show", "y"].withoutHiddenLines == ["x", "y"])
  }

  /// A marker stands between spaces and tabs only: a mark joined to its last letter or to a
  /// blank around it makes the line text, as it does compared by characters.
  @Test func aMarkerIsTheWholeLineBetweenBlanks() {
    let lines: [Substring] = ["\t // snippet.hide \t", "hidden", "// snippet.show  ", "shown"]
    #expect(lines.withoutHiddenLines == ["shown"])
    let joined: [Substring] = [
      "// snippet.hide\u{301}", "// snippet.hide \u{301}", " \u{301}// snippet.hide", "kept",
    ]
    #expect(joined.withoutHiddenLines == joined)
    #expect(["// snippet.hidden", "kept"].withoutHiddenLines == ["// snippet.hidden", "kept"])
  }

  @Test func aTestShownInFullHidesItsSeams() throws {
    let book = try FixtureBook()
    try book.write(
      "Tests/DemoTests/SeamTests.swift",
      """
      import Testing

      @Test func usesASeam() {
        // snippet.hide
        Seam.$hook.withValue({}) {
        // snippet.show
        #expect(1 + 1 == 2)
        // snippet.hide
        }
        // snippet.show
      }
      """)
    let test = try TestCatalog(root: book.root).resolve(
      TestReference(parsing: "DemoTests/usesASeam", at: here))
    #expect(test.source == "@Test func usesASeam() {\n  #expect(1 + 1 == 2)\n}")
  }
}
