import Testing

@testable import WorkbookBook

@Suite struct TestListTests {
  @Test func aSuiteIsListedWithoutTheTestsThePageShowsInFull() throws {
    let book = try FixtureBook()
    try book.write(
      "chapters/01-counter.md",
      "# The counter\n\n{{#test DemoTests/Arithmetic/doubles}}\n\n{{#tests DemoTests/Arithmetic}}\n"
    )
    let html = try book.buildPage("01-counter.html")
    #expect(html.contains("<ul class=\"test-list\"><li id=\"test-demotests-nested-doubles\""))
    #expect(!html.contains("<li id=\"test-demotests-arithmetic-doubles\""))
    #expect(html.contains("<span class=\"test-title\">Doubles</span></summary>"))
  }

  /// A list is prepared once per build for every page that writes it the same way, but only
  /// for pages that show the same tests in full: another page lists what this one leaves out.
  @Test func theSameListOnAPageShowingNoTestInFullListsEveryTest() throws {
    let book = try FixtureBook()
    let list = "{{#tests DemoTests/Arithmetic}}\n"
    try book.write(
      "chapters/01-counter.md",
      "# The counter\n\n{{#test DemoTests/Arithmetic/doubles}}\n\n\(list)")
    try book.write("chapters/02-more.md", "# More\n\n\(list)")
    try book.write(
      "chapters/book.toc",
      try book.read("chapters/book.toc").replacing(
        "appendix: claims", with: "chapter: 02-more.md\n  title: More\n\nappendix: claims"))
    let first = try book.buildPage("01-counter.html")
    let second = try book.read("site/public/02-more.html")
    #expect(!first.contains("<li id=\"test-demotests-arithmetic-doubles\""))
    #expect(second.contains("<li id=\"test-demotests-arithmetic-doubles\""))
    #expect(second.contains("<li id=\"test-demotests-nested-doubles\""))
  }

  @Test func namedTestsAreListedInTheOrderWritten() throws {
    let book = try FixtureBook()
    try book.write(
      "chapters/01-counter.md",
      "# The counter\n\n{{#tests DemoTests/startsAtZero DemoTests/incrementsOnce}}\n")
    let html = try book.buildPage("01-counter.html")
    let zero = try #require(html.range(of: "id=\"test-demotests-startsatzero\""))
    let once = try #require(html.range(of: "id=\"test-demotests-incrementsonce\""))
    #expect(zero.lowerBound < once.lowerBound)
    #expect(html.contains("<span class=\"test-title\">Starts at zero</span>"))
    #expect(
      html.contains("<span class=\"test-title\">increments once, even with } in a string</span>"))
    #expect(html.contains("<details><summary><span class=\"test-badge not-run\""))
  }

  @Test func namingATestShownInFullOrNothingIsAnError() throws {
    let book = try FixtureBook()
    let errors = try book.diagnostics(
      chapter:
        "# The counter\n\n{{#test DemoTests/startsAtZero}}\n\n{{#tests DemoTests/startsAtZero}}\n\n{{#tests DemoTests/nope}}\n\n{{#tests}}\n"
    )
    #expect(
      errors == [
        "chapters/01-counter.md:5:10: error: 'DemoTests/startsAtZero' is shown in full on this page; list it once",
        "chapters/01-counter.md:7:10: error: no test 'DemoTests/nope' in Tests/DemoTests",
        "chapters/01-counter.md:9:9: error: expected {{#tests REF …}}",
      ])
  }

  @Test func theBuildCountsTestsShownInFullListedAndLeftOut() throws {
    let book = try FixtureBook()
    try book.write(
      "chapters/01-counter.md",
      "# The counter\n\n{{#test DemoTests/startsAtZero}}\n\n{{#tests DemoTests/Arithmetic}}\n")
    let report = try book.builder.check()
    #expect(
      report.shownTests == [
        .init(chapter: "chapters/01-counter.md", inFull: 1, listed: 2, notShown: 2)
      ])
  }

  @Test func aChapterMayNotShowMoreTestsInFullThanTheBookAllows() throws {
    let book = try FixtureBook()
    let toc = try book.read("chapters/book.toc")
    try book.write(
      "chapters/book.toc",
      toc.replacing(
        "ledger: claims.ledger\n", with: "ledger: claims.ledger\nfull-tests-per-chapter: 1\n"))
    let errors = try book.diagnostics(
      chapter:
        "# The counter\n\n{{#test DemoTests/startsAtZero}}\n\n{{#test DemoTests/Arithmetic/doubles}}\n"
    )
    #expect(
      errors == [
        "chapters/01-counter.md:5:1: error: this chapter shows 2 tests in full, more than the 1 that 'full-tests-per-chapter' in chapters/book.toc allows (this is test 2); keep one test per idea and list the rest with {{#tests …}}"
      ])
  }

  @Test func aFirstHeadingThatDisagreesWithTheTitleIsAnError() throws {
    let errors = try FixtureBook().diagnostics(chapter: "# A counter\n\nText.\n")
    #expect(
      errors == [
        "chapters/01-counter.md:1:1: error: the page's first heading 'A counter' differs from its title in chapters/book.toc, 'The counter' (line 9); make them agree"
      ])
  }

  @Test(arguments: [
    ("registerReceiveRemove", "Register receive remove"),
    ("nilTravelsAsNSNull", "Nil travels as NSNull"),
    ("aWrongKeyPathWithInitialRaises", "A wrong key path with initial raises"),
    ("FBKVOControllerIsShared", "FBKVOController is shared"),
    ("removal_of2Observers", "Removal of 2 observers"),
    ("noTrampolineWithoutATarget", "No trampoline without a target"),
    ("rawKVOSaysNothingWhenAWeakValueDies", "Raw KVO says nothing when a weak value dies"),
    ("theRegistrationKVOHoldsIsTheProxys", "The registration KVO holds is the proxys"),
    ("FBKVOControllerSharesNSNull", "FBKVOController shares NSNull"),
    ("änderungWirdÜberwacht", "Änderung wird überwacht"),
    ("σύνολοΠαρατηρητών٤Φορές", "Σύνολο παρατηρητών ٤ φορές"),
    ("cafe\u{301}Test", "Cafe\u{301} test"),
  ])
  func functionNamesReadAsWords(name: String, words: String) {
    #expect(TestTitle.words(name) == words)
  }
}
