import Testing

@testable import WorkbookBase
@testable import WorkbookBook
@testable import WorkbookRender
@testable import WorkbookSite

/// The claims appendix names only the sections its claims point at: each is named as it is
/// among the titles of every heading of every chapter.
@Suite struct ClaimSectionTitleTests {
  /// Pieces of names and anchors: a `#` inside a page's name, text that is equal only
  /// canonically (`é`, `e\u{301}`), a mark that joins a `#`.
  static let pieces = ["a", "b", "#", "é", "e\u{301}", "\u{301}", ".html", "x"]

  @Test func everyAddressIsNamedAsAmongAllHeadings() {
    var numbers = SeededNumbers(seed: 6)
    for _ in 0..<300 {
      var pages: [RenderedPage] = []
      var addresses: [String] = []
      for index in 0..<(1 + numbers.next(4)) {
        let name = Self.text(&numbers, upTo: 3) + ".html"
        let headings = (0..<numbers.next(4)).map { position in
          RenderedPage.Heading(
            level: 1 + numbers.next(3), text: "H\(index).\(position)",
            anchor: Self.text(&numbers, upTo: 2))
        }
        let page = Page(
          kind: numbers.next(5) == 0 ? .claims : .chapter(file: "\(index).md"),
          title: "P\(index)", outputName: name,
          declaredAt: SourceLocation(path: "chapters/book.toc", line: index + 1, column: 1))
        pages.append(
          RenderedPage(
            page: page, content: .empty, headings: headings, anchors: [], links: [],
            sections: [], tally: nil))
        addresses.append(name)
        addresses += headings.map { "\(name)#\($0.anchor)" }
      }
      addresses += (0..<3).map { _ in Self.text(&numbers, upTo: 5) }
      let wanted = Set(addresses.filter { _ in numbers.next(2) == 0 })
      let named = ClaimsAppendix.sectionTitles(of: pages, for: wanted)
      let every = Self.everyTitle(pages)
      for address in wanted {
        #expect(named[address] == every[address], "\(Array(address.unicodeScalars))")
      }
    }
  }

  private static func text(_ numbers: inout SeededNumbers, upTo count: Int) -> String {
    (0..<numbers.next(count + 1)).map { _ in pieces[numbers.next(pieces.count)] }.joined()
  }

  /// "Page › Heading" for every heading of every chapter, by `page.html#anchor`, and each
  /// chapter's title by its name.
  private static func everyTitle(_ pages: [RenderedPage]) -> [String: String] {
    var titles: [String: String] = [:]
    for rendered in pages where rendered.page.kind.isChapter {
      titles[rendered.page.outputName] = rendered.page.title
      for heading in rendered.headings {
        titles["\(rendered.page.outputName)#\(heading.anchor)"] =
          heading.level == 1 ? rendered.page.title : "\(rendered.page.title) › \(heading.text)"
      }
    }
    return titles
  }
}
