import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookRun

/// The smaller edges of issue 24: images in subfolders, percent-encoded links, a ledger that is
/// a folder, a chapter name too long for a file system, and an edit the preview must see.
@Suite struct SmallerEdgeTests {
  @Test func anImageInASubfolderIsCopiedAndCanBeLinked() throws {
    let book = try FixtureBook()
    try book.write("chapters/images/diagrams/flow.svg", "<svg/>")
    try book.write("chapters/images/top.svg", "<svg/>")
    try book.write(
      "chapters/01-counter.md",
      "# The counter\n\n![Flow](images/diagrams/flow.svg) ![Top](images/top.svg)\n")
    try book.builder.build()
    #expect(try book.read("site/public/images/diagrams/flow.svg") == "<svg/>")
    #expect(try book.read("site/public/images/top.svg") == "<svg/>")
  }

  @Test func aSubfolderLinkedOutOfImagesIsRefused() throws {
    let book = try FixtureBook()
    try book.write("chapters/images/top.svg", "<svg/>")
    try book.link("chapters/images/etc", to: "/etc")
    #expect(
      throws: Diagnostic(
        "'chapters/images/etc' leads outside the package (to '/etc'); the build reads only files inside it",
        at: nil)
    ) {
      try book.builder.build()
    }
    #expect(!book.exists("site/public"))
  }

  @Test func percentEncodedLinksToPagesHeadingsAndImagesThatExistAreAccepted() throws {
    let book = try FixtureBook()
    try book.write("chapters/images/my picture.svg", "<svg/>")
    try book.write(
      "chapters/01-counter.md",
      """
      # The counter

      ## Café au lait

      See [here](#caf%C3%A9-au-lait), [there](01-counter.md#caf%C3%A9-au-lait),
      [home](index%2Emd) and ![a picture](images/my%20picture.svg).

      """)
    #expect(book.diagnostics() == [])
    #expect(
      try book.diagnostics(chapter: "# The counter\n\n[nowhere](#caf%C3%A9)\n") == [
        "chapters/01-counter.md:3:1: error: no anchor '#café' on page '01-counter.html'"
      ])
  }

  @Test func aLedgerThatIsAFolderIsLocated() throws {
    let book = try FixtureBook()
    try book.write("chapters/images/top.svg", "<svg/>")
    let toc = try book.read("chapters/book.toc")
    try book.write(
      "chapters/book.toc", toc.replacing("ledger: claims.ledger", with: "ledger: images"))
    #expect(
      book.diagnostics() == ["chapters/book.toc:3:9: error: claims ledger 'images' not found"])
  }

  @Test func aChapterNameTooLongForAFileSystemIsLocated() throws {
    let book = try FixtureBook()
    let stem = String(repeating: "a", count: 251)
    try book.write("chapters/\(stem).md", "# Long\n")
    let toc = try book.read("chapters/book.toc")
    try book.write("chapters/book.toc", toc + "\nchapter: \(stem).md\n  title: Long\n")
    #expect(
      book.diagnostics() == [
        "chapters/book.toc:16:10: error: the page '\(stem).html' would have a name longer than the 255 bytes a file system allows; shorten the chapter's name"
      ])
  }

  @Test func anEditKeepingSizeAndModificationTimeIsSeen() throws {
    let book = try FixtureBook()
    let path = book.root.appending(path: "chapters/01-counter.md").path
    try book.write("chapters/01-counter.md", "# The counter, before\n")
    let times = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate]
    let before = InputSnapshot(root: book.root)
    // Same size, modification time put back, as `touch -r` or an editor keeping times does.
    let descriptor = open(path, O_WRONLY | O_TRUNC)
    #expect(descriptor >= 0)
    _ = Array("# The counter, after!\n".utf8).withUnsafeBytes {
      write(descriptor, $0.baseAddress, $0.count)
    }
    close(descriptor)
    try FileManager.default.setAttributes([.modificationDate: times as Any], ofItemAtPath: path)
    #expect(InputSnapshot(root: book.root).changes(since: before) == ["chapters/01-counter.md"])
    #expect(InputSnapshot(root: book.root).changes(since: InputSnapshot(root: book.root)) == [])
  }
}
