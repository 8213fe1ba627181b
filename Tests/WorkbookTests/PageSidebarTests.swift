import Testing

@testable import WorkbookBase
@testable import WorkbookBook
@testable import WorkbookRender
@testable import WorkbookSite

/// The sidebar built once per language, each page's own link swapped in, against the sidebar
/// written whole for each page with every link plain or marked.
@Suite struct PageSidebarTests {
  static let titles = ["Intro", "Über & <Ünter>", "\"Quoted\"", "e\u{301}", "👩‍👩‍👧 family", "简体"]
  static let parts: [String?] = [nil, "Basics", "Advanced & <more>", "进阶"]
  static let statuses: [[TestStatus]] = [
    [.passed], [.passed, .failed(["boom"])], [.skipped(nil), .notRun], [.stale(wasPassing: true)],
  ]

  @Test func everyPageSidebarIsTheSidebarWrittenWholeWithThatPageMarked() {
    var numbers = SeededNumbers(seed: 36)
    for _ in 0..<60 {
      let (book, tallies) = Self.book(&numbers)
      let sidebar = PageSidebar(book: book, tallies: tallies, ui: .english)
      // Every page, none, and pages that equal none of the book's: a known output name with
      // another title, and an unknown name.
      var currents: [Page?] = book.pages + [nil]
      if var other = book.pages.first {
        other.title += " (translated)"
        currents.append(other)
        other.outputName = "elsewhere.html"
        currents.append(other)
      }
      for current in currents {
        var html = HTMLWriter()
        sidebar.write(current: current, into: &html)
        let expected = Self.wholeSidebar(book, tallies: tallies, current: current)
        #expect(html.html == expected)
        #expect(html.bytes.count <= sidebar.length)
      }
    }
  }

  /// A book of one to nine pages under runs of parts, with some pages equal to an earlier one
  /// and some chapters with a tally.
  private static func book(_ numbers: inout SeededNumbers) -> (Book, [String: [TestStatus]]) {
    var pages: [Page] = []
    var tallies: [String: [TestStatus]] = [:]
    var part = parts[numbers.next(parts.count)]
    for index in 0..<(1 + numbers.next(9)) {
      if numbers.next(3) == 0 { part = parts[numbers.next(parts.count)] }
      if !pages.isEmpty, numbers.next(6) == 0 {
        pages.append(pages[numbers.next(pages.count)])
        continue
      }
      let name = "\(index)-page.html"
      pages.append(
        Page(
          kind: .chapter(file: "\(index).md"), title: titles[numbers.next(titles.count)],
          part: part, outputName: name,
          declaredAt: SourceLocation(path: "chapters/book.toc", line: index + 1, column: 1)))
      if numbers.next(2) == 0 { tallies[name] = statuses[numbers.next(statuses.count)] }
    }
    return (
      Book(title: "Book", pages: pages, ledgerFile: nil, tableOfContentsPath: "chapters/book.toc"),
      tallies
    )
  }

  /// The sidebar as one writer writes it in a single pass, each link marked as the current page
  /// when its page equals `current`.
  private static func wholeSidebar(
    _ book: Book, tallies: [String: [TestStatus]], current: Page?
  ) -> String {
    var html = HTMLWriter()
    html.open("ol", class: "chapters")
    var part: String?
    for page in book.pages {
      if page.part != part {
        if part != nil {
          html.close("ol")
          html.close("li")
        }
        part = page.part
        if let part {
          html.open("li", class: "part")
          html.element("span", class: "part-title", text: part)
          html.open("ol")
        }
      }
      let marked = page == current
      html.open("li")
      html.element(
        "a",
        [
          "class": marked ? "current" : nil, "aria-current": marked ? "page" : nil,
          "href": page.outputName,
        ]
      ) { html in
        html.text(page.title)
        if let statuses = tallies[page.outputName] {
          html.append(TestBadge.sidebarMark(statuses, ui: .english))
        }
      }
      html.close("li")
    }
    if part != nil {
      html.close("ol")
      html.close("li")
    }
    html.close("ol")
    return html.html
  }
}
