import Testing

@testable import Workbook

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
          "chapters/claims.ledger:5:3: error: unknown key 'mood' (expected note or says or source or tests or verdict)",
          "chapters/claims.ledger:1:1: error: claim 'Bad_Id' needs a 'source:' field",
          "chapters/claims.ledger:3:12: error: unknown verdict 'maybe' (expected holds, holds with a caveat or does not hold)",
        ])
    } catch {
      Issue.record(error)
    }
  }

  @Test func aClaimNamingAnUnknownTestIsAnError() throws {
    let book = try FixtureBook()
    try book.write(
      "chapters/claims.ledger",
      "claim: c\n  source: s\n  says: x\n  verdict: holds\n  tests: DemoTests/startsAtZero, DemoTests/nope\n"
    )
    try book.write("chapters/01-counter.md", "# C\n")
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
        "<aside class=\"claim holds\"><p class=\"claim-says\">“A new counter starts at zero.”</p>"))
    #expect(html.contains("<p class=\"claim-source\">The fixture&#39;s author, in a comment</p>"))
    #expect(html.contains("<li><span class=\"test-badge passed\""))
    #expect(html.contains("<a href=\"claims.html#claim-counter-starts-at-zero\">"))
  }

  @Test func theAppendixKnowsListingsOfChaptersAfterIt() throws {
    let book = try FixtureBook()
    try book.write(
      "chapters/book.toc",
      "book: B\nledger: claims.ledger\nchapter: index.md\n  title: W\nappendix: claims\n  title: C\nchapter: 01-counter.md\n  title: The counter\n  tests: DemoTests\n"
    )
    let html = try book.buildPage("claims.html")
    #expect(html.contains("<a href=\"01-counter.html#test-demotests-startsatzero\">"))
    #expect(html.contains("<a rel=\"next\" href=\"01-counter.html\">The counter →</a>"))
  }

  @Test func anUnknownClaimIsLocated() throws {
    let errors = try FixtureBook().diagnostics(chapter: "# C\n\n{{#claim no-such-claim}}\n")
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
        "<aside class=\"claim holds\" id=\"claim-counter-starts-at-zero\"><h2>A new counter starts at zero.</h2>"
      ))
    #expect(html.contains("<aside class=\"claim does-not-hold\" id=\"claim-counter-never-wraps\">"))
    #expect(html.contains("not run</span> <code>DemoTests/Overflow/wraps</code></li>"))
    #expect(
      html.contains(
        "<a href=\"01-counter.html#test-demotests-arithmetic-doubles\"><code>DemoTests/Arithmetic/doubles</code></a>"
      ), "a test a chapter shows links to its listing")
  }
}
