import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookBook

@Suite struct TestDirectiveTests {
  @Test func findsTestsWithMultiLineAttributesSuitesAndBracesInStrings() throws {
    let book = try FixtureBook()
    let tests = TestCatalog(root: book.root).tests(in: "DemoTests")
    #expect(
      tests.map(\.reference) == [
        "DemoTests/startsAtZero", "DemoTests/incrementsOnce", "DemoTests/Arithmetic/doubles",
        "DemoTests/Nested/doubles", "DemoTests/Overflow/wraps",
      ])
    #expect(
      tests.map(\.key) == [
        "startsAtZero", "incrementsOnce", "Arithmetic/doubles", "Arithmetic/Nested/doubles",
        "Overflow/wraps",
      ])
    let increments = tests[1]
    #expect(increments.lines == 8...17)
    #expect(increments.source.hasPrefix("@Test(\n  \"increments once, even with } in a string\","))
    #expect(increments.source.hasSuffix("#expect(counter.value == 1, \"\\(text)\")\n}"))
    #expect(
      tests[3].source
        == "@Test func doubles() {\n  /* a { in a block comment */\n  #expect(3 * 2 == 6)\n}")
  }

  @Test func aNameWrittenInBackticksIsNamedWithoutThem() throws {
    let book = try FixtureBook()
    try book.write(
      "Tests/TickTests/TickTests.swift",
      "import Testing\n\n@Test func `default`() {}\n@Test func plain() {}\n@Test func `a\u{301}`() {}\n"
        + "@Test func a\u{1FEF}b() {}\n")
    let tests = TestCatalog(root: book.root).tests(in: "TickTests")
    // U+1FEF GREEK VARIA is canonically a backtick, so it goes as one does.
    #expect(
      tests.map(\.reference) == [
        "TickTests/default", "TickTests/plain", "TickTests/a\u{301}", "TickTests/ab",
      ])
  }

  @Test func resolvesBySuiteAndReportsAmbiguityAndAbsence() throws {
    let book = try FixtureBook()
    let catalog = TestCatalog(root: book.root)
    let at = SourceLocation(path: "chapters/x.md", line: 2, column: 9)
    let nested = try catalog.resolve(TestReference(parsing: "DemoTests/Nested/doubles", at: at))
    #expect(nested.suites == ["Arithmetic", "Nested"])
    #expect(
      throws: Diagnostic(
        "'DemoTests/doubles' names more than one test (DemoTests/Arithmetic/doubles, DemoTests/Nested/doubles); name its suite",
        at: at)
    ) { try catalog.resolve(TestReference(parsing: "DemoTests/doubles", at: at)) }
    #expect(throws: Diagnostic("no test 'DemoTests/missing' in Tests/DemoTests", at: at)) {
      try catalog.resolve(TestReference(parsing: "DemoTests/missing", at: at))
    }
    #expect(throws: Diagnostic("no test target 'NoTests' (Tests/NoTests not found)", at: at)) {
      try catalog.resolve(TestReference(parsing: "NoTests/x", at: at))
    }
  }

  @Test func anUnknownTestInAChapterIsLocated() throws {
    let book = try FixtureBook()
    let errors = try book.diagnostics(chapter: "# The counter\n\n{{#test DemoTests/vanished}}\n")
    #expect(
      errors == [
        "chapters/01-counter.md:3:9: error: no test 'DemoTests/vanished' in Tests/DemoTests"
      ])
  }

  @Test func showsSourceAndNotRunWithoutResults() throws {
    let html = try FixtureBook().buildPage("01-counter.html")
    #expect(
      html.contains("<figure id=\"test-demotests-startsatzero\" class=\"listing test not-run\">"))
    #expect(
      html.contains(
        "○ not run</span> test <code>DemoTests/startsAtZero</code> in <code>Tests/DemoTests/CounterTests.swift</code>, lines 4–6"
      ))
    #expect(
      html.contains(
        "<p class=\"tally\">Tests of <code>DemoTests</code>: <span class=\"tally-not-run\">5 not run</span></p>"
      ))
  }

  @Test func showsRecordedPassesAndFailuresWithMessages() throws {
    let book = try FixtureBook()
    try ResultsFixture.record(
      in: book,
      [
        "startsAtZero": TestOutcome(passed: true),
        "Arithmetic/doubles": TestOutcome(passed: false, failures: ["Expectation failed: 4 < 5"]),
      ])
    let html = try book.buildPage("01-counter.html")
    #expect(html.contains("class=\"listing test passed\""))
    #expect(html.contains("class=\"listing test failed\""))
    #expect(html.contains("<pre class=\"failure\">Expectation failed: 4 &lt; 5</pre>"))
    #expect(
      html.contains(
        "<span class=\"tally-passed\">1 passed</span> · <span class=\"tally-failed\">1 failed</span> · <span class=\"tally-not-run\">3 not run</span>"
      ))
  }

  @Test func resultsOfOlderSourcesAreStaleNeverPassed() throws {
    let book = try FixtureBook()
    try ResultsFixture.record(in: book, ["startsAtZero": TestOutcome(passed: true)])
    try book.write("Sources/Demo/Extra.swift", "let changed = true\n")
    let html = try book.buildPage("01-counter.html")
    #expect(html.contains("class=\"listing test stale\""))
    #expect(!html.contains("class=\"listing test passed\""))
    #expect(html.contains("which passed"))
  }

  @Test func aMissingTestTargetIsReportedBeforeTheChaptersOtherErrors() throws {
    let book = try FixtureBook()
    let toc = try book.read("chapters/book.toc")
    try book.write(
      "chapters/book.toc", toc.replacingOccurrences(of: "tests: DemoTests", with: "tests: NoTests"))
    let errors = try book.diagnostics(
      chapter: "# The counter\n\n{{#include Sources/Demo/Gone.swift}}\n")
    #expect(
      errors == [
        "chapters/book.toc:9:1: error: no test target 'NoTests' (Tests/NoTests not found)",
        "chapters/01-counter.md:3:12: error: file 'Sources/Demo/Gone.swift' not found",
      ])
  }
}

/// Writes a results file for the fixture's `DemoTests` as if a run had just recorded it.
enum ResultsFixture {
  static func record(in book: FixtureBook, _ outcomes: [String: TestOutcome]) throws {
    var results = TestResults()
    results.record(
      outcomes.map { EventStream.Result(target: "DemoTests", key: $0.key, outcome: $0.value) },
      hashes: ["DemoTests": SourceHash.of(target: "DemoTests", root: book.root)], at: Date())
    try results.save(root: book.root)
  }

}
