import Testing

@testable import WorkbookBase
@testable import WorkbookBook
@testable import WorkbookSite

/// The print page's single pass over each page's HTML.
@Suite struct PrintRewriterTests {
  let rewriter = PrintRewriter(pages: [
    Page(
      kind: .chapter(file: "01-a.md"), title: "A", outputName: "01-a.html",
      declaredAt: SourceLocation(path: "chapters/book.toc", line: 1, column: 1)),
    Page(
      kind: .chapter(file: "02-b.md"), title: "B", outputName: "02-b.html",
      declaredAt: SourceLocation(path: "chapters/book.toc", line: 3, column: 1)),
  ])

  @Test func idsAndLinksArePrefixedByTheirPageAndFoldsOpen() {
    let page =
      "<h2 id=\"état\">État</h2><p><a href=\"#état\">ici</a> <a href=\"02-b.html#x\">b</a> <a href=\"02-b.html\">B</a> <a href=\"https://example.org/#y\">out</a></p><details class=\"hint\"><summary>Hint</summary></details><details><summary>Solution</summary></details><code>&lt;details&gt;</code>"
    #expect(
      rewriter.rewrite(page, page: "01-a")
        == "<h2 id=\"01-a--état\">État</h2><p><a href=\"#01-a--état\">ici</a> <a href=\"#02-b--x\">b</a> <a href=\"#02-b\">B</a> <a href=\"https://example.org/#y\">out</a></p><details open class=\"hint\"><summary>Hint</summary></details><details open><summary>Solution</summary></details><code>&lt;details&gt;</code>"
    )
  }

  @Test func textWithoutIdsLinksOrFoldsIsCopiedWhole() {
    let text = "<p>Ça marche — “déjà” 👍 <b>bold</b></p>\n"
    #expect(rewriter.rewrite(text, page: "01-a") == text)
  }

  @Test func aRewriteStartsOnlyAfterTheLastOneEnded() {
    // An address that ends as an id would begin, and a `#` a mark joins, which is no `#`.
    let page =
      "<a href=\"02-b.html id=\"x\"><a href=\"02-b.html#\u{301}q#r\"><a href=\"02-b.html#s#t\"><i  id=\"y\">"
    #expect(
      rewriter.rewrite(page, page: "01-a")
        == "<a href=\"02-b.html id=\"x\"><a href=\"02-b.html#\u{301}q#r\"><a href=\"#02-b--s#t\"><i  id=\"01-a--y\">"
    )
  }
}
