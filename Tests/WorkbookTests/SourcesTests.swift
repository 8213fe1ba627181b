import Testing

@testable import WorkbookBase
@testable import WorkbookBook
@testable import WorkbookRender

@Suite struct SourcesTests {
  let ledger = """
    source: 001
      kind: article
      title: 浅谈 KVO
      language: Chinese
      author: not known
      site: CSDN
      year: 2017
      link: not known
      used-in: 01-counter.md

    source: repo
      kind: repository
      title: owner/name
      link: https://example.com/owner/name
      read: v1.0.0
    """

  func book() throws -> FixtureBook {
    let book = try FixtureBook()
    try book.write("chapters/sources.ledger", ledger)
    let toc = try book.read("chapters/book.toc")
    try book.write(
      "chapters/book.toc",
      toc.replacing(
        "ledger: claims.ledger\n", with: "ledger: claims.ledger\nsources: sources.ledger\n"))
    return book
  }

  @Test func badEntriesAreLocated() {
    let text = "source: a b\n  kind: essay\n  link: http://x\n  mood: calm\n"
    do {
      _ = try SourcesLedger.parse(text, path: "chapters/sources.ledger")
      Issue.record("expected errors")
    } catch let list as DiagnosticList {
      #expect(
        list.diagnostics.map(\.description) == [
          "chapters/sources.ledger:1:9: error: a source id is one word without commas, like '001' or 'fbkvocontroller'",
          "chapters/sources.ledger:4:3: error: unknown key 'mood' (expected about or author or basis or kind or language or link or note or read or site or title or used-in or year)",
          "chapters/sources.ledger:2:9: error: unknown kind 'essay' (expected article, repository or document)",
          "chapters/sources.ledger:1:1: error: source 'a b' needs a 'title:' field",
          "chapters/sources.ledger:3:9: error: a link is an https:// address or 'not known'",
        ])
    } catch {
      Issue.record(error)
    }
  }

  @Test func theSourcesDirectiveNamesEachArticleInItsLanguageAndSaysWhatIsNotKnown() throws {
    let book = try book()
    try book.write("chapters/index.md", "# Welcome\n\n{{#sources}}\n")
    let html = try book.buildPage("index.html")
    #expect(
      html.contains(
        "<tr id=\"source-001\"><td><cite lang=\"zh\">浅谈 KVO</cite></td><td>Chinese</td><td>not known</td><td>CSDN</td><td>2017</td><td><a href=\"01-counter.html\">The counter</a></td></tr>"
      ))
    #expect(
      html.contains(
        "<li id=\"source-repo\"><a href=\"https://example.com/owner/name\"><cite>owner/name</cite></a>. Read: v1.0.0</li>"
      ))
  }

  @Test func aClaimNamingASourceIdNamesTheSourceInWordsAndTheAppendixGroupsByOrigin() throws {
    let book = try book()
    try book.write(
      "chapters/claims.ledger",
      """
      claim: a
        source: 001, counters
        says: Counters start at zero.
        verdict: holds
        tests: DemoTests/startsAtZero
        section: 01-counter.md
      claim: b
        source: found by testing
        origin: book
        says: Doubling doubles.
        verdict: holds
        tests: DemoTests/Arithmetic/doubles
        section: 01-counter.md
      """)
    try book.write("chapters/01-counter.md", "# The counter\n\n{{#claim a}}\n\n{{#claim b box}}\n")
    let chapter = try book.buildPage("01-counter.html")
    #expect(
      chapter.contains(
        "(from <cite lang=\"zh\">浅谈 KVO</cite>, a Chinese article on CSDN, 2017, on counters)"))
    #expect(
      chapter.contains(
        "<p class=\"claim-source\"><span class=\"claim-origin\">The book&#39;s own claim</span> found by testing</p>"
      ))
    let appendix = try book.read("site/public/claims.html")
    #expect(
      appendix.contains(
        "<h2 id=\"claims-from-001\">From <cite lang=\"zh\">浅谈 KVO</cite></h2>\n<p class=\"claims-summary\">1 claim: 1 holds.</p>"
      ))
    #expect(appendix.contains("<h2 id=\"the-books-own-claims\">The book&#39;s own claims</h2>"))
    #expect(appendix.contains("<h3>Counters start at zero.</h3>"))
  }

  @Test func aSourceFieldIsCutAtItsFirstCommaAsASplitByCharactersCutsIt() {
    let cases: [(String, (String, String)?)] = [
      ("001, counters", ("001", "counters")), (",x", ("x", "")), ("a,,b", ("a", ",b")),
      ("a,", ("a", "")), (",", nil), ("", nil), (" a ,\u{301} b", ("a ,\u{301} b", "")),
      ("a,\u{301}b", ("a,\u{301}b", "")), ("found by testing", ("found by testing", "")),
    ]
    for (field, expected) in cases {
      let found = BuildContext.sourceReference(field)
      #expect(found?.id == expected?.0 && found?.topic == expected?.1, "\(field.debugDescription)")
    }
  }
}
