import Testing

@testable import WorkbookBase
@testable import WorkbookBook
@testable import WorkbookRender

@Suite struct TableOfContentsTests {
  let valid = """
    # comment
    book: A Book
    ledger: claims.ledger

    chapter: index.md
      title: Home
    part: Mechanism
    chapter: 01-raw-kvo.md
      title: Raw KVO
      tests: RawKVOTests
    appendix: claims
      title: Claims
    """

  @Test func readsPagesInOrderWithPartsAndTargets() throws {
    let book = try TableOfContents.parse(valid) { _ in true }
    #expect(book.title == "A Book")
    #expect(book.ledgerFile == "claims.ledger")
    #expect(book.pages.map(\.outputName) == ["index.html", "01-raw-kvo.html", "claims.html"])
    #expect(book.pages.map(\.title) == ["Home", "Raw KVO", "Claims"])
    #expect(book.pages.map(\.part) == [nil, "Mechanism", "Mechanism"])
    #expect(book.pages[1].testTarget == "RawKVOTests")
    #expect(book.pages[1].sourcePath == "chapters/01-raw-kvo.md")
    #expect(book.pages[2].kind == .claims)
  }

  func errors(_ text: String, existing: Set<String> = ["index.md", "claims.ledger"]) -> [String] {
    do {
      _ = try TableOfContents.parse(text) { existing.contains($0) }
      return []
    } catch let list as DiagnosticList {
      return list.diagnostics.map(\.description)
    } catch {
      return ["\(error)"]
    }
  }

  @Test func unknownKeysAreLocated() {
    let text = "book: B\nchapter: index.md\n  title: Home\n  colour: red\nsection: x\n"
    #expect(
      errors(text) == [
        "chapters/book.toc:4:3: error: unknown key 'colour' (expected kind or tests or title)",
        "chapters/book.toc:5:1: error: unknown key 'section' (expected book, ledger, sources, full-tests-per-chapter, reading-minutes-per-chapter, part, chapter or appendix)",
      ])
  }

  @Test func missingFilesAndTitlesAreLocated() {
    let text = "book: B\nchapter: index.md\n  title: Home\nchapter: 02-gone.md\n  tests: X\n"
    #expect(
      errors(text) == [
        "chapters/book.toc:4:1: error: 'chapter: 02-gone.md' needs a 'title:' field",
        "chapters/book.toc:4:10: error: chapter file '02-gone.md' not found",
      ])
  }

  @Test func theHomePageIsRequired() {
    #expect(
      errors("book: B\nchapter: 01-a.md\n  title: A\n", existing: ["01-a.md"]) == [
        "chapters/book.toc:1:1: error: the book needs a 'chapter: index.md' entry for its home page"
      ])
  }

  @Test func chapterFileNamesAreChecked() {
    #expect(
      errors("book: B\nchapter: index.md\n  title: H\nchapter: ../x\".md\n  title: X\n") == [
        "chapters/book.toc:4:10: error: a chapter is a Markdown file in chapters/ named with letters, digits, '-' and '_', like '01-raw-kvo.md'"
      ])
  }

  @Test func aLineWithoutAColonIsAnError() {
    #expect(
      errors("book: B\njust words\n") == ["chapters/book.toc:2:1: error: expected 'key: value'"])
  }

  @Test func theRealTableOfContentsParses() throws {
    let book = try TableOfContents.load(root: FixtureBook.packageRoot)
    #expect(book.pages.first?.outputName == "index.html")
  }
}
