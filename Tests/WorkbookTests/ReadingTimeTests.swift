import Testing

@testable import WorkbookBase
@testable import WorkbookBook
@testable import WorkbookRender

@Suite struct ReadingTimeTests {
  @Test func proseIsWordsAndADirectiveAddsWhatItsRendererSays() {
    let markdown = """
      # A title of four

      Two words, then `code` and | a table | row.

      {{#include Sources/X.swift:a}}

      {{#test DemoTests/startsAtZero}}

      {{#tests DemoTests/Arithmetic}}

      ```swift
      let x = 1
      ```
      """
    // "A title of four" (4) + "Two words, then code and a table row." (8); the pipes are no words.
    let plain = ReadingTime.measure(ParsedChapter(parsing: markdown))
    #expect(plain.words == 12)
    #expect(plain.listings == 1, "the code block; the directives add nothing unless asked")
    let asked = ReadingTime.measure(ParsedChapter(parsing: markdown)) { directive in
      ReadingTime(words: 0, listings: directive.name == "tests" ? 0 : 1)
    }
    #expect(asked.words == 12)
    #expect(asked.listings == 3)
  }

  @Test func aDirectiveAddsTheProseItShows() {
    let time = ReadingTime.measure(ParsedChapter(parsing: "{{#claim c}}\n\n{{#exercise e}}\n")) {
      directive in
      ReadingTime(words: directive.name == "claim" ? 30 : 70, listings: 0)
    }
    #expect(time.words == 100)
    #expect(time.listings == 0)
  }

  /// Each directive's renderer says what it adds: `{{#include}}` and `{{#test}}` a listing, a
  /// claim its statement and note; the walk knows none of them by name.
  @Test func theRenderersSayWhatTheirDirectivesAdd() throws {
    let book = try FixtureBook()
    let markdown = try book.read("chapters/01-counter.md")
    let prose = ReadingTime.measure(ParsedChapter(parsing: markdown))
    let claims = try ClaimsLedger.parse(
      book.read("chapters/claims.ledger"), path: "chapters/claims.ledger")
    let claim = try #require(claims.first { $0.id == "counter-starts-at-zero" })
    let measured = try #require(
      book.builder.check().readingTimes.first { $0.chapter == "chapters/01-counter.md" }
    ).time
    #expect(prose.listings == 1, "the fenced block")
    #expect(measured.listings == 4, "the block, one include and two tests")
    #expect(
      measured.words == prose.words + ReadingTime.wordCount(claim.says + " " + (claim.note ?? "")))
  }

  /// Words counted byte by byte (ASCII and typographic punctuation) agree with the count by
  /// characters, including where a mark or a space beyond ASCII sends the count to characters.
  @Test func wordsAreCountedAsCharactersWouldCountThem() {
    let texts = [
      "plain words, then more", "it’s “quoted” — and… done", " ’ — … ", "a—b", "x ‘’ y",
      "café au lait", "e\u{301} and ’\u{301} marks", "no\u{A0}break space", "line\u{2028}break",
      "観察者 and 42", "tab\tand\nnewline", "‰ ※ ‽ 2", "", "   ", "’", "—word—",
    ]
    for text in texts {
      let byCharacters = text.split(whereSeparator: \.isWhitespace).count { run in
        run.contains { $0.isLetter || $0.isNumber }
      }
      #expect(ReadingTime.wordCount(text) == byCharacters, "\(text.debugDescription)")
    }
  }

  @Test func minutesAreWordsOverTwoHundredPlusThreeQuartersPerListingRoundedUp() {
    #expect(ReadingTime(words: 0, listings: 0).minutes == 0)
    #expect(ReadingTime(words: 200, listings: 0).minutes == 1)
    #expect(ReadingTime(words: 201, listings: 0).minutes == 2)
    #expect(ReadingTime(words: 0, listings: 4).minutes == 3)
    #expect(ReadingTime(words: 1_000, listings: 10).minutes == 13)  // 5 + 7.5
  }

  @Test func aChapterOverTheLimitIsLocatedAndAnAppendixIsNot() throws {
    let book = try FixtureBook()
    let long = Array(repeating: "word", count: 1_000).joined(separator: " ")
    try book.write("chapters/01-counter.md", "# The counter\n\n\(long)\n")
    try book.write("chapters/02-long.md", "# Long\n\n\(long) \(long)\n")
    try book.write(
      "chapters/book.toc",
      """
      book: B
      ledger: claims.ledger
      reading-minutes-per-chapter: 4
      chapter: index.md
        title: Welcome
      chapter: 01-counter.md
        title: The counter
        tests: DemoTests
      chapter: 02-long.md
        title: Long
        kind: appendix
      """)
    #expect(
      book.diagnostics() == [
        "chapters/01-counter.md:1:1: error: this chapter takes 6 minutes to read (1002 words, 0 listings and tests in full), more than the 4 that 'reading-minutes-per-chapter' in chapters/book.toc allows; move the long tail to a chapter marked 'kind: appendix'"
      ])
  }

  @Test func theRouteTableComesFromTheContentsTimesAndExercises() throws {
    let book = try FixtureBook()
    try book.write("chapters/index.md", "# Welcome\n\n{{#route}}\n")
    try book.write("chapters/02-long.md", "# Long\n\nSome words here.\n")
    try book.write(
      "chapters/book.toc",
      """
      book: B
      ledger: claims.ledger
      chapter: index.md
        title: Welcome
      chapter: 02-long.md
        title: Long
        kind: appendix
      chapter: 01-counter.md
        title: The counter
        tests: DemoTests
      """)
    let html = try book.buildPage("index.html")
    let minutes = try #require(
      book.builder.check().readingTimes.first { $0.chapter == "chapters/01-counter.md" }
    ).time.minutes
    #expect(
      html.contains(
        "<tr><td><a href=\"01-counter.html\">1 The counter</a></td><td>chapter</td><td>\(minutes) min</td><td>none</td></tr>\n<tr><td><a href=\"02-long.html\">2 Long</a></td><td>appendix</td><td>1 min</td><td>none</td></tr>"
      ))
  }

  @Test func kindTakesChapterOrAppendix() {
    #expect(throws: DiagnosticList.self) {
      try TableOfContents.parse(
        "book: B\nchapter: index.md\n  title: W\n  kind: sidebar\n", fileExists: { _ in true })
    }
    let book = try? TableOfContents.parse(
      "book: B\nreading-minutes-per-chapter: 45\nchapter: index.md\n  title: W\nchapter: g.md\n  title: G\n  kind: appendix\n",
      fileExists: { _ in true })
    #expect(book?.readingMinutesPerChapter == 45)
    #expect(book?.pages.map(\.isAppendix) == [false, true])
  }
}
