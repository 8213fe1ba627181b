import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookBook
@testable import WorkbookRender

/// What a build keeps once computed (highlighted listings, files, includes) is kept by the exact
/// bytes it came from, and a failure is not kept.
@Suite struct BuildCacheTests {
  static let composed = "let café = 1"
  static let decomposed = "let cafe\u{301} = 1"

  @Test func listingsSpelledDifferentlyKeepTheirOwnBytes() {
    #expect(Self.composed == Self.decomposed, "Swift calls them equal")
    let highlighted = HighlightedCode()
    for code in [Self.composed, Self.decomposed, Self.composed] {
      let fresh = HTMLFragment { Highlighter.write(code, language: "swift", into: &$0) }
      #expect(Array(highlighted.html(code, language: "swift").html.utf8) == Array(fresh.html.utf8))
    }
  }

  #if os(Linux)
    /// Linux keeps both spellings of a name as two files (a Mac's file system would not).
    @Test func twoSpellingsOfAFileNameAreTwoFiles() throws {
      let book = try FixtureBook()
      try book.write("Sources/Demo/Caf\u{E9}.swift", "\(Self.composed)\n")
      try book.write("Sources/Demo/Cafe\u{301}.swift", "let other = 2\n")
      let files = SourceFiles(root: book.root)
      let at = SourceLocation(path: "chapters/a.md", line: 1, column: 1)
      #expect(try files.read("Sources/Demo/Caf\u{E9}.swift", at: at) == "\(Self.composed)\n")
      #expect(try files.read("Sources/Demo/Cafe\u{301}.swift", at: at) == "let other = 2\n")
      #expect(
        try IncludeResolver.resolve("Sources/Demo/Cafe\u{301}.swift", at: at, files: files).text
          == "let other = 2")
    }
  #endif

  /// The last walk over a chapter takes the parse the build kept rather than parsing again, and
  /// never while another walk still holds it.
  @Test func aKeptParseIsHandedOverOnceAndNeverWhileHeld() throws {
    let book = try FixtureBook()
    try book.write("chapters/a.md", "# A\n\nText.\n")
    let files = SourceFiles(root: book.root)
    let at = SourceLocation(path: "chapters/a.md", line: 1, column: 1)
    let markdown = try files.read("chapters/a.md", at: at)
    let kept = try files.parsed("chapters/a.md", at: at).document
    #expect(files.parsedForEditing("chapters/a.md", markdown: markdown) === kept)
    #expect(files.parsedForEditing("chapters/a.md", markdown: markdown) !== kept, "handed once")
    #expect(try files.parsed("chapters/a.md", at: at).document !== kept, "parsed again")

    let held = try files.parsed("chapters/a.md", at: at)
    #expect(files.parsedForEditing("chapters/a.md", markdown: markdown) !== held.document)
    #expect(
      held.allNodes().count == 5, "the holder's parse is whole: a heading, a paragraph, their texts"
    )
  }

  @Test func anIncludeThatFailsIsReadAgainAndReportedWhereItStands() throws {
    let book = try FixtureBook()
    let files = SourceFiles(root: book.root)
    let first = SourceLocation(path: "chapters/a.md", line: 3, column: 11)
    let second = SourceLocation(path: "chapters/b.md", line: 9, column: 11)
    for location in [first, second] {
      #expect(throws: Diagnostic("file 'Sources/Demo/Later.swift' not found", at: location)) {
        try IncludeResolver.resolve("Sources/Demo/Later.swift", at: location, files: files)
      }
    }
    try book.write("Sources/Demo/Later.swift", "let later = 1\n")
    #expect(
      try IncludeResolver.resolve("Sources/Demo/Later.swift", at: first, files: files).text
        == "let later = 1")
  }
}
