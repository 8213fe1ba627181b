import Foundation
import Testing

@testable import WorkbookRun

/// `workbook watch` while a translator edits a catalogue: the edit is a change, the rebuild
/// shows it on the language's page, and that page reloads itself from its folder.
@Suite struct TranslationPreviewTests {
  @Test func editingACatalogueRebuildsItsLanguage() throws {
    let fixture = try TranslationFixture()
    let session = PreviewSession(root: fixture.book.root)
    guard case .built = session.build() else {
      Issue.record("the first build failed")
      return
    }
    let page = try fixture.book.read("site/public/zh-Hans/01-counter.html")
    #expect(page.contains("<script src=\"../preview.js\" data-build=\""))
    #expect(!page.contains("它从不检查溢出。"))
    try fixture.translate(["It never checks for overflow.": "它从不检查溢出。"])
    #expect(session.changedInputs() == [fixture.cataloguePath])
    guard case .built = session.build() else {
      Issue.record("the rebuild failed")
      return
    }
    #expect(try fixture.book.read("site/public/zh-Hans/01-counter.html").contains("它从不检查溢出。"))
  }
}
