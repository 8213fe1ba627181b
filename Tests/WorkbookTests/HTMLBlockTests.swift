import Testing

@testable import WorkbookBase
@testable import WorkbookRender

/// The HTML blocks the generator puts in a chapter's tree come out of the rendering as their
/// markup, with the newlines cmark gives any raw HTML block.
@Suite struct HTMLBlockTests {
  @Test func eachBlockRendersAsItsMarkupWithCmarksNewlines() throws {
    let document = MarkdownDocument(parsing: "a\n\nb\n\nc\n\n> d\n>\n> e\n")
    let paragraphs = document.allNodes().filter { $0.kind == .paragraph }
    let fragments = [
      HTMLFragment { $0.raw("<x>\r\n") }, .empty, HTMLFragment { $0.raw("<y>\u{0}</y>") },
      HTMLFragment { $0.raw("<z>\n\n") },
    ]
    for (paragraph, fragment) in zip(paragraphs, fragments) {
      document.replace(paragraph, with: document.makeHTMLBlock(fragment))
    }
    #expect(
      document.renderHTML(document.document)
        == "<x>\r\n<y>\u{FFFD}</y>\n<blockquote>\n<z>\n\n<p>e</p>\n</blockquote>\n")
    let quote = try #require(document.allNodes().first { $0.kind == .blockQuote })
    #expect(document.renderHTML(quote) == "<blockquote>\n<z>\n\n<p>e</p>\n</blockquote>\n")
  }

  /// cmark 0.30 writes `&#xFFFE;` and `&#xFFFF;` as the lone bytes 0xFE and 0xFF: each becomes
  /// U+FFFD, and a 0xFF is never taken for the start of a block's marker.
  @Test func charactersCmarkWritesAsLoneBytesBecomeReplacementCharacters() throws {
    let document = MarkdownDocument(
      parsing: "a &#xFFFE; b &#xFFFF;1:0&#xFFFF; [l](x \"&#xFFFF;\")\n\nc\n")
    let paragraph = try #require(document.allNodes().last { $0.kind == .paragraph })
    document.replace(paragraph, with: document.makeHTMLBlock(HTMLFragment { $0.raw("<x>") }))
    var html = HTMLWriter()
    document.renderHTML(into: &html)
    #expect(
      html.html
        == "<p>a \u{FFFD} b \u{FFFD}1:0\u{FFFD} <a href=\"x\" title=\"\u{FFFD}\">l</a></p>\n<x>\n")
    #expect(String(validating: html.bytes, as: UTF8.self) != nil)
  }

  @Test func aBlockRenderedByAnotherDocumentTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let maker = MarkdownDocument(parsing: "a\n")
      let block = maker.makeHTMLBlock(HTMLFragment { $0.raw("<x>") })
      let other = MarkdownDocument(parsing: "b\n")
      let paragraph = other.allNodes().first { $0.kind == .paragraph }!
      other.replace(paragraph, with: block)
      _ = other.renderHTML(other.document)
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("an HTML block rendered by a document that did not make it"))
  }
}
