import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookBook

/// Finding the book: the folder `--root` names, or the nearest one above holding the table of
/// contents.
@Suite struct BookRootTests {
  @Test func withoutRootTheNearestFolderHoldingABookIsFound() throws {
    let book = try FixtureBook()
    try book.write("Sources/Deep/Inside/placeholder.txt", "")
    let found = try BookRoot.find(
      given: nil,
      from: book.root.appending(path: "Sources/Deep/Inside", directoryHint: .isDirectory))
    #expect(found.standardizedFileURL.path == book.root.standardizedFileURL.path)
    #expect(try BookRoot.find(given: nil, from: book.root).path == book.root.path)
  }

  @Test func aFolderWithNoBookAboveItIsAnError() {
    #expect(
      throws: Diagnostic(
        "no chapters/book.toc here or in any parent folder; run 'workbook init' or pass --root",
        at: nil)
    ) {
      try BookRoot.find(given: nil, from: URL(filePath: "/", directoryHint: .isDirectory))
    }
  }

  @Test func aGivenRootMustBeAFolderHoldingABook() throws {
    let book = try FixtureBook()
    #expect(
      try BookRoot.find(given: book.root.path, from: book.root.appending(path: "chapters"))
        .path == book.root.standardizedFileURL.path)
    #expect(throws: Diagnostic("--root /nonexistent/book: no such folder", at: nil)) {
      try BookRoot.find(given: "/nonexistent/book", from: book.root)
    }
    let chapters = book.root.appending(path: "chapters").path
    #expect(
      throws: Diagnostic(
        "--root \(chapters): no chapters/book.toc in this folder (is it the package root?)",
        at: nil)
    ) {
      try BookRoot.find(given: chapters, from: book.root)
    }
    #expect(
      throws: Diagnostic(
        "--root '': give the package's folder, or leave --root out to use the current one",
        at: nil)
    ) {
      try BookRoot.find(given: "", from: book.root)
    }
  }
}
