import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookBook
@testable import WorkbookSite

@Suite struct SiteTests {
  @Test func writesEveryPageAndTheThemeAssets() throws {
    let book = try FixtureBook()
    let report = try book.builder.build()
    #expect(report.pageCount == 3)
    let files = try FileManager.default.contentsOfDirectory(
      atPath: book.root.appending(path: "site/public").path)
    #expect(
      Set(files) == [
        "index.html", "01-counter.html", "claims.html", "print.html", "404.html",
        "search-index.js", "search.css", "search.js", "workbook.css", "workbook.js",
      ])
    #expect(report.searchIndexBytes == (try book.read("site/public/search-index.js").utf8.count))
  }

  @Test func aPageHasSidebarPreviousAndNext() throws {
    let html = try FixtureBook().buildPage("01-counter.html")
    #expect(html.contains("<title>The counter · Fixture Book</title>"))
    #expect(
      html.contains(
        "<li class=\"part\"><span class=\"part-title\">Chapters</span><ol><li><a class=\"current\" aria-current=\"page\" href=\"01-counter.html\">The counter <span class=\"sidebar-mark not-run\" title=\"Tests: 5 not run\">○</span></a></li>"
      ))
    #expect(html.contains("<a rel=\"prev\" href=\"index.html\">← Welcome</a>"))
    #expect(html.contains("<a rel=\"next\" href=\"claims.html\">Claims →</a>"))
    #expect(!html.contains("{{"), "every template slot is filled")
    #expect(
      !html.contains("http://") && !html.contains("https://"), "nothing loads from the network")
  }

  @Test func theSidebarMarksAChapterWithAFailingTest() throws {
    let book = try FixtureBook()
    try ResultsFixture.record(
      in: book,
      ["startsAtZero": TestOutcome(passed: true), "Overflow/wraps": TestOutcome(passed: false)])
    let html = try book.buildPage("index.html")
    #expect(
      html.contains(
        "<li><a href=\"01-counter.html\">The counter <span class=\"sidebar-mark failed\" title=\"Tests: 1 passed, 1 failed, 3 not run\">✘</span></a></li>"
      ))
  }

  @Test func thePrintPageHoldsTheWholeBookWithUniqueIds() throws {
    let html = try FixtureBook().buildPage("print.html")
    #expect(html.contains("<section class=\"print-chapter\" id=\"index\">"))
    #expect(html.contains("<section class=\"print-chapter\" id=\"01-counter\">"))
    #expect(html.contains("<h2 id=\"01-counter--the-listing\">"))
    #expect(html.contains("href=\"#01-counter\">the counter</a>"))
    #expect(html.contains("id=\"claims--claim-counter-never-wraps\""))
    #expect(
      html.contains("<p class=\"tally\">Tests of <code>DemoTests</code>:"),
      "each chapter's tally under its title, as on its own page")
  }

  @Test func theNotFoundPageLinksHome() throws {
    let html = try FixtureBook().buildPage("404.html")
    #expect(html.contains("<h1>Page not found</h1>"))
    #expect(html.contains("<a href=\"index.html\">the first page</a>"))
  }

  @Test func aFailedBuildLeavesThePreviousSiteUntouched() throws {
    let book = try FixtureBook()
    try book.builder.build()
    let before = try book.read("site/public/01-counter.html")
    try book.write(
      "chapters/01-counter.md", "# Broken\n\n{{#include Sources/Demo/Counter.swift:gone}}\n")
    #expect(throws: DiagnosticList.self) { try book.builder.build() }
    #expect(try book.read("site/public/01-counter.html") == before)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: book.root.appending(path: "site").path)
    #expect(
      Set(leftovers) == ["public", "theme", ".public-build.lock"],
      "no staging folder is left behind")
  }

  @Test func aWriterThatThrowsLeavesNothingHalfWritten() throws {
    let book = try FixtureBook()
    let destination = book.root.appending(path: "out")
    try SiteWriter(destination: destination).write { staging in
      try SiteWriter.writeFile(Array("one".utf8), to: staging + "/a.txt")
    }
    struct Interrupted: Error {}
    #expect(throws: Interrupted.self) {
      try SiteWriter(destination: destination).write { staging in
        try SiteWriter.writeFile(Array("two".utf8), to: staging + "/a.txt")
        throw Interrupted()
      }
    }
    #expect(try String(contentsOf: destination.appending(path: "a.txt"), encoding: .utf8) == "one")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: book.root.path).filter {
        $0.hasPrefix(".out-") && $0 != ".out-build.lock"
      }.isEmpty)
  }

  @Test func checkWritesNothing() throws {
    let book = try FixtureBook()
    #expect(book.diagnostics().isEmpty)
    #expect(!book.exists("site/public"))
  }

  @Test func theRealBookChecks() throws {
    let report = try SiteBuilder(root: FixtureBook.packageRoot).check()
    #expect(report.pageCount >= 2)
  }
}

/// The fixture book's pages, compared whole with the expected `<main>` content kept beside it in
/// `Fixtures/Books/Basic/expected/` (update those files when the output changes on purpose).
@Suite struct ExpectedPagesTests {
  @Test(arguments: ["index", "01-counter", "claims"])
  func pageMatchesItsExpectedContent(page: String) throws {
    let book = try FixtureBook()
    let html = try book.buildPage("\(page).html")
    let opening = "<main id=\"content\" class=\"content\">\n"
    let start = try #require(html.firstRange(of: opening)).upperBound
    let end = try #require(html.firstRange(of: "  </main>")).lowerBound
    let expected = try String(
      contentsOf: FixtureBook.fixtures.appending(path: "Books/Basic/expected/\(page).html"),
      encoding: .utf8)
    #expect(String(html[start..<end]) == expected)
  }
}
