import Testing

@testable import WorkbookBase
@testable import WorkbookBook
@testable import WorkbookRun

@Suite struct ClaimTests {
  let path = "chapters/claims.ledger"

  @Test func parsesAnEntryWithLocatedTestReferences() throws {
    let text = """
      # comment
      claim: isa-swap
        source: Apple, KVO Programming Guide
        says: Observing swaps the class pointer.
        verdict: holds with a caveat
        tests: RawKVOTests/swapsClass,  RawKVOTests/Removal/restores
        section: 01-raw-kvo.md#isa-swizzling
        note: Only on the first observer.
      """
    let claims = try ClaimsLedger.parse(text, path: path)
    #expect(claims.count == 1)
    let claim = claims[0]
    #expect(claim.id == "isa-swap")
    #expect(claim.verdict == .holdsWithCaveat)
    #expect(
      claim.tests.map(\.description) == ["RawKVOTests/swapsClass", "RawKVOTests/Removal/restores"])
    #expect(claim.tests.map(\.location.column) == [10, 35])
    #expect(claim.note == "Only on the first observer.")
    #expect(claim.section == "01-raw-kvo.md#isa-swizzling")
    #expect(claim.sectionLocation.line == 7 && claim.sectionLocation.column == 12)
    #expect(!claim.isBooksOwn)
  }

  @Test func anEmptyLedgerIsValid() throws {
    #expect(try ClaimsLedger.parse("# only comments\n", path: path).isEmpty)
  }

  @Test func badEntriesAreLocated() {
    let text = "claim: Bad_Id\n  says: x\n  verdict: maybe\n  tests: A/b\n  mood: calm\n"
    #expect(throws: DiagnosticList.self) { try ClaimsLedger.parse(text, path: path) }
    do {
      _ = try ClaimsLedger.parse(text, path: path)
    } catch let list as DiagnosticList {
      #expect(
        list.diagnostics.map(\.description) == [
          "chapters/claims.ledger:1:8: error: a claim id uses letters, digits and '-'",
          "chapters/claims.ledger:5:3: error: unknown key 'mood' (expected note or origin or says or section or source or tests or verdict)",
          "chapters/claims.ledger:3:12: error: unknown verdict 'maybe' (expected holds, holds with a caveat, does not hold or not settled)",
          "chapters/claims.ledger:1:1: error: claim 'Bad_Id' needs a 'source:' field",
          "chapters/claims.ledger:1:1: error: claim 'Bad_Id' needs a 'section:' field",
        ])
    } catch {
      Issue.record(error)
    }
  }

  @Test func aClaimNamingAnUnknownTestIsAnError() throws {
    let book = try FixtureBook()
    try book.write(
      "chapters/claims.ledger",
      "claim: c\n  source: s\n  says: x\n  verdict: holds\n  tests: DemoTests/startsAtZero, DemoTests/nope\n  section: 01-counter.md\n"
    )
    try book.write("chapters/01-counter.md", "# The counter\n")
    #expect(
      book.diagnostics() == [
        "chapters/claims.ledger:5:34: error: no test 'DemoTests/nope' in Tests/DemoTests"
      ])
  }

  @Test func theDirectiveRendersABoxWithVerdictAndLiveResults() throws {
    let book = try FixtureBook()
    try ResultsFixture.record(in: book, ["startsAtZero": TestOutcome(passed: true)])
    let html = try book.buildPage("01-counter.html")
    #expect(
      html.contains(
        "<aside class=\"claim holds\" aria-label=\"Claim: A new counter starts at zero.\"><p class=\"claim-says\">“A new counter starts at zero.”</p>"
      ))
    #expect(html.contains("<p class=\"claim-source\">The fixture&#39;s author, in a comment</p>"))
    #expect(html.contains("<li><span class=\"test-badge passed\""))
    #expect(html.contains("<a href=\"claims.html#claim-counter-starts-at-zero\">"))
  }

  @Test func theAppendixKnowsListingsOfChaptersAfterIt() throws {
    let book = try FixtureBook()
    try book.write(
      "chapters/book.toc",
      "book: B\nledger: claims.ledger\nchapter: index.md\n  title: Welcome\nappendix: claims\n  title: C\nchapter: 01-counter.md\n  title: The counter\n  tests: DemoTests\n"
    )
    let html = try book.buildPage("claims.html")
    #expect(html.contains("<a href=\"01-counter.html#test-demotests-startsatzero\">"))
    #expect(html.contains("<a rel=\"next\" href=\"01-counter.html\">The counter →</a>"))
  }

  @Test func withoutBoxTheDirectiveIsOneLineWithVerdictSourceTestsAndLink() throws {
    let book = try FixtureBook()
    try ResultsFixture.record(in: book, ["startsAtZero": TestOutcome(passed: true)])
    try book.write(
      "chapters/01-counter.md", "# The counter\n\n{{#claim counter-starts-at-zero}}\n")
    let html = try book.buildPage("01-counter.html")
    #expect(
      html.contains(
        "<p class=\"claim-line holds\"><strong class=\"claim-verdict\">holds</strong>: “A new counter starts at zero.” <span class=\"claim-source\">(The fixture&#39;s author, in a comment)</span> <span class=\"test-badge passed\""
      ))
    #expect(
      html.contains(
        "<a class=\"claim-link\" href=\"claims.html#claim-counter-starts-at-zero\">claim counter-starts-at-zero</a></p>"
      ))
    #expect(!html.contains("<aside class=\"claim"))
  }

  @Test func aClaimTakesOnlyTheWordBoxAfterItsId() throws {
    let errors = try FixtureBook().diagnostics(
      chapter: "# The counter\n\n{{#claim counter-starts-at-zero boxed}}\n")
    #expect(
      errors == [
        "chapters/01-counter.md:3:33: error: expected {{#claim ID [box]}}, found 'boxed'"
      ])
  }

  @Test func anUnknownClaimIsLocated() throws {
    let errors = try FixtureBook().diagnostics(
      chapter: "# The counter\n\n{{#claim no-such-claim}}\n")
    #expect(
      errors == [
        "chapters/01-counter.md:3:10: error: no claim 'no-such-claim' in the claims ledger"
      ])
  }

  @Test func theAppendixListsEveryClaim() throws {
    let html = try FixtureBook().buildPage("claims.html")
    #expect(html.contains("<p class=\"claims-summary\">2 claims: 1 holds · 1 does not hold.</p>"))
    #expect(
      html.contains(
        "<h2 id=\"the-sources-claims\">The sources&#39; claims</h2>\n<p class=\"claims-summary\">1 claim: 1 holds.</p>"
      ), "the book's own claims are grouped apart from the sources'")
    #expect(
      html.contains(
        "<h2 id=\"the-books-own-claims\">The book&#39;s own claims</h2>\n<p class=\"claims-summary\">1 claim: 1 does not hold.</p>"
      ))
    #expect(
      html.contains(
        "<aside class=\"claim holds\" id=\"claim-counter-starts-at-zero\" aria-label=\"Claims appendix: A new counter starts at zero.\"><h3>A new counter starts at zero.</h3>"
      ))
    #expect(
      html.contains(
        "<aside class=\"claim does-not-hold\" id=\"claim-counter-never-wraps\" aria-label=\"Claims appendix: Incrementing never overflows.\">"
      ))
    #expect(html.contains("not run</span> <code>DemoTests/Overflow/wraps</code></li>"))
    #expect(
      html.contains(
        "<a href=\"01-counter.html#test-demotests-arithmetic-doubles\"><code>DemoTests/Arithmetic/doubles</code></a>"
      ), "a test a chapter shows links to its listing")
  }
}

@Suite struct ClaimSectionTests {
  @Test func aNotSettledClaimNeedsANoteButNoTests() throws {
    let path = "chapters/claims.ledger"
    let claims = try ClaimsLedger.parse(
      "claim: open\n  source: s\n  says: x\n  verdict: not settled\n  section: a.md\n  note: Needs a device.\n",
      path: path)
    #expect(claims.first?.verdict == .notSettled)
    #expect(claims.first?.tests.isEmpty == true)
    #expect(throws: DiagnosticList.self) {
      try ClaimsLedger.parse(
        "claim: open\n  source: s\n  says: x\n  verdict: not settled\n  section: a.md\n", path: path
      )
    }
  }

  @Test func theAppendixShowsANotSettledClaimAndTheBooksOwn() throws {
    let book = try FixtureBook()
    try book.write("chapters/01-counter.md", "# The counter\n\n## Its tests\n")
    try book.write(
      "chapters/claims.ledger",
      "claim: open\n  source: s\n  says: Devices differ.\n  verdict: not settled\n  section: 01-counter.md#its-tests\n  origin: book\n  note: Needs a device.\n"
    )
    let html = try book.buildPage("claims.html")
    #expect(html.contains("<p class=\"claims-summary\">1 claim: 1 not settled.</p>"))
    #expect(
      html.contains(
        "<aside class=\"claim not-settled\" id=\"claim-open\" aria-label=\"Claims appendix: Devices differ.\">"
      ))
    #expect(html.contains("<span class=\"claim-origin\">The book&#39;s own claim</span>"))
    #expect(
      html.contains(
        "Discussed in <a href=\"01-counter.html#its-tests\">The counter › Its tests</a>"))
    #expect(html.contains("No test in this repository decides it."))
  }

  @Test func aSectionThatDoesNotExistIsLocated() throws {
    let book = try FixtureBook()
    try book.write("chapters/01-counter.md", "# The counter\n")
    try book.write(
      "chapters/claims.ledger",
      "claim: a\n  source: s\n  says: x\n  verdict: holds\n  tests: DemoTests/startsAtZero\n  section: 01-counter.md#nowhere\n\nclaim: b\n  source: s\n  says: y\n  verdict: holds\n  tests: DemoTests/startsAtZero\n  section: 09-gone.md#x\n  origin: article\n"
    )
    #expect(
      book.diagnostics() == [
        "chapters/claims.ledger:14:11: error: unknown origin 'article' (the only origin is 'book', for the book's own claims)"
      ])
    try book.write(
      "chapters/claims.ledger",
      "claim: b\n  source: s\n  says: y\n  verdict: holds\n  tests: DemoTests/startsAtZero\n  section: 09-gone.md#x\n"
    )
    #expect(
      book.diagnostics() == [
        "chapters/claims.ledger:6:12: error: claim 'b' names the section '09-gone.md#x', but '09-gone.md' is not a chapter of the book"
      ])
    try book.write(
      "chapters/claims.ledger",
      "claim: a\n  source: s\n  says: x\n  verdict: holds\n  tests: DemoTests/startsAtZero\n  section: 01-counter.md#nowhere\n"
    )
    #expect(
      book.diagnostics() == [
        "chapters/claims.ledger:6:12: error: no anchor '#nowhere' on page '01-counter.html'"
      ])
  }
}

@Suite struct LedgerFieldTests {
  @Test func aFieldGivenTwiceIsAnError() {
    let text =
      "claim: c\n  source: s\n  says: x\n  verdict: holds\n  tests: A/b\n  section: a.md\n  section: b.md\n"
    #expect(throws: DiagnosticList.self) {
      try ClaimsLedger.parse(text, path: "chapters/claims.ledger")
    }
    do {
      _ = try ClaimsLedger.parse(text, path: "chapters/claims.ledger")
    } catch let list as DiagnosticList {
      #expect(
        list.diagnostics.map(\.description) == [
          "chapters/claims.ledger:7:3: error: 'section:' is given twice in this entry"
        ])
    } catch {
      Issue.record(error)
    }
  }
}
