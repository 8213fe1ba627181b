import Testing

@testable import WorkbookBase
@testable import WorkbookBook
@testable import WorkbookSite

/// The print page's single pass over each page's HTML.
@Suite struct PrintRewriterTests {
  static let stems = ["01-a.html": "01-a", "02-b.html": "02-b"]
  let rewriter = PrintRewriter(pages: [
    Page(
      kind: .chapter(file: "01-a.md"), title: "A", outputName: "01-a.html",
      declaredAt: SourceLocation(path: "chapters/book.toc", line: 1, column: 1)),
    Page(
      kind: .chapter(file: "02-b.md"), title: "B", outputName: "02-b.html",
      declaredAt: SourceLocation(path: "chapters/book.toc", line: 3, column: 1)),
  ])

  private func rewrite(_ html: String, page stem: String) -> String {
    var writer = HTMLWriter()
    rewriter.rewrite(HTMLFragment { $0.raw(html) }, page: stem, into: &writer)
    return writer.fragment.html
  }

  @Test func idsAndLinksArePrefixedByTheirPageAndFoldsOpen() {
    let page =
      "<h2 id=\"état\">État</h2><p><a href=\"#état\">ici</a> <a href=\"02-b.html#x\">b</a> <a href=\"02-b.html\">B</a> <a href=\"https://example.org/#y\">out</a></p><details class=\"hint\"><summary>Hint</summary></details><details><summary>Solution</summary></details><code>&lt;details&gt;</code>"
    #expect(
      rewrite(page, page: "01-a")
        == "<h2 id=\"01-a--état\">État</h2><p><a href=\"#01-a--état\">ici</a> <a href=\"#02-b--x\">b</a> <a href=\"#02-b\">B</a> <a href=\"https://example.org/#y\">out</a></p><details open class=\"hint\"><summary>Hint</summary></details><details open><summary>Solution</summary></details><code>&lt;details&gt;</code>"
    )
  }

  @Test func textWithoutIdsLinksOrFoldsIsCopiedWhole() {
    let text = "<p>Ça marche — “déjà” 👍 <b>bold</b> a = b < c</p>\n"
    #expect(rewrite(text, page: "01-a") == text)
    #expect(rewrite("", page: "01-a") == "")
  }

  @Test func aRewriteStartsOnlyAfterTheLastOneEnded() {
    // An address that ends as an id would begin, and a `#` a mark joins, which is no `#`.
    let page =
      "<a href=\"02-b.html id=\"x\"><a href=\"02-b.html#\u{301}q#r\"><a href=\"02-b.html#s#t\"><i  id=\"y\">"
    #expect(
      rewrite(page, page: "01-a")
        == "<a href=\"02-b.html id=\"x\"><a href=\"02-b.html#\u{301}q#r\"><a href=\"#02-b--s#t\"><i  id=\"01-a--y\">"
    )
  }

  @Test func aLinkWithinThePageWhoseHashAMarkJoinsStays() {
    // `#\u{301}x` does not start with the character `#`, and holds no other.
    #expect(
      rewrite("<a href=\"#\u{301}x\"><a href=\"#\"><a href=\"#é\">", page: "01-a")
        == "<a href=\"#\u{301}x\"><a href=\"#01-a--\"><a href=\"#01-a--é\">")
  }

  /// Generated pages of the pieces a rewrite turns on, cut and mixed with letters, marks,
  /// prepended signs and wide characters, rewritten as the plain reading does.
  @Test func generatedPagesRewriteAsThePlainReading() {
    let pieces = [
      "<details", "<details>", "<d", "<", "=", "\"", " id=\"", " href=\"", " href=\"#", "#",
      "02-b.html", "01-a.html", "02-b.html#", "x", " ", "é", "\u{301}", "\u{600}", "中", "id",
      "href", ">", "details", "\n",
    ]
    var random = SeededNumbers(seed: 0x9E37_79B9_7F4A_7C15)
    for _ in 0..<4_000 {
      let page = (0..<random.next(40)).map { _ in pieces[random.next(pieces.count)] }.joined()
      #expect(
        rewrite(page, page: "01-a") == Self.plainRewrite(page, page: "01-a"),
        "\(page.debugDescription)")
    }
  }

  /// The first place a rewrite may turn on, from every start, found as a plain search finds
  /// it: where `<d` starts or where `d="` or `f="` has its `=`, in bytes of every value around
  /// them, across the sixteen bytes the scan compares at once.
  @Test func theVectorScanFindsTheFirstCandidate() {
    var random = SeededNumbers(seed: 0x2545_F491_4F6C_DD1D)
    let special = Array("<d=\"fe".utf8) + [0x3D, 0x66, 0x64, 0xBC, 0xE4, 0xE6, 0x00, 0xFF, 0x65]
    for _ in 0..<3_000 {
      let bytes = (0..<random.next(60)).map { _ in
        random.next(4) == 0
          ? UInt8(truncatingIfNeeded: random.next(256)) : special[random.next(special.count)]
      }
      func plain(from start: Int) -> Int? {
        (start..<bytes.count).first { at in
          bytes[at...].starts(with: "<d".utf8)
            || (at > 0 && ["d=\"", "f=\""].contains { bytes[(at - 1)...].starts(with: $0.utf8) })
        }
      }
      bytes.withUnsafeBufferPointer { buffer in
        for start in 0...bytes.count {
          #expect(
            PrintRewriter.nextCandidate(in: buffer, from: start) == plain(from: start), "\(bytes)")
        }
      }
    }
  }

  /// The rewrite read plainly, byte by byte: a fold opens where `<details` starts, an id or a
  /// link is rewritten at the quote that ends ` id="` or ` href="`, a link's address split at
  /// its first `#` character as splitting by characters finds it, and nothing starts inside
  /// what was last rewritten.
  static func plainRewrite(_ html: String, page stem: String) -> String {
    let bytes = Array(html.utf8)
    let quote = UInt8(ascii: "\"")
    var output: [UInt8] = []
    var index = 0
    var at = 0
    func starts(_ literal: String, at position: Int) -> Bool {
      position >= index && bytes[position...].starts(with: literal.utf8)
    }
    while at < bytes.count {
      if starts("<details", at: at) {
        output += "<details open".utf8
        at += "<details".utf8.count
        index = at
      } else if bytes[at] == quote, at >= 4, starts(" id=\"", at: at - 4) {
        output += "\"\(stem)--".utf8
        at += 1
        index = at
      } else if bytes[at] == quote, at >= 6, starts(" href=\"", at: at - 6) {
        let end = bytes[(at + 1)...].firstIndex(of: quote) ?? bytes.count
        output.append(quote)
        output +=
          plainTarget(String(decoding: bytes[(at + 1)..<end], as: UTF8.self), from: stem)
          .utf8
        at = end
        index = end
      } else {
        output.append(bytes[at])
        at += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  private static func plainTarget(_ url: String, from stem: String) -> String {
    if url.first == "#" { return "#\(stem)--\(url.dropFirst())" }
    let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2 else { return stems[url].map { "#\($0)" } ?? url }
    return stems[String(parts[0])].map { "#\($0)--\(parts[1])" } ?? url
  }
}
