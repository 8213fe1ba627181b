import WorkbookBase
import WorkbookBook
import WorkbookRender

/// The sidebar every page of one language carries: the book's pages under their parts, each
/// with its chapter's test mark, the page being read marked as current.
///
/// Built once per language as bytes, with each page's link written both plain and marked: a
/// page's sidebar is the plain one with its own link swapped for the marked one, so that writing
/// it costs one copy of its bytes however many pages the book has.
struct PageSidebar: Sendable {
  /// The sidebar with no page marked.
  private let plain: HTMLFragment
  /// Where each page's plain link stands in ``plain``, and the link marked as the current page,
  /// by the page's index in the book.
  private let links: [(plain: Range<Int>, current: HTMLFragment)]
  private let pages: [Page]
  /// The indices of the pages with each output name, in order.
  private let indices: [String: [Int]]
  /// The most bytes a page's sidebar takes.
  let length: Int

  /// `tallies` holds each chapter's test statuses by output name, for the marks.
  init(book: Book, tallies: [String: [TestStatus]], ui: UIText) {
    var html = HTMLWriter()
    var links: [(plain: Range<Int>, current: HTMLFragment)] = []
    html.open("ol", class: "chapters")
    var part: String?
    var partOpen = false
    for page in book.pages {
      if page.part != part {
        if partOpen { Self.closePart(&html) }
        part = page.part
        partOpen = part != nil
        if let part {
          html.open("li", class: "part")
          html.element("span", class: "part-title", text: part)
          html.open("ol")
        }
      }
      let mark = tallies[page.outputName].map { TestBadge.sidebarMark($0, ui: ui) } ?? .empty
      let start = html.bytes.count
      Self.link(to: page, mark: mark, current: false, into: &html)
      let current = HTMLFragment { Self.link(to: page, mark: mark, current: true, into: &$0) }
      links.append((start..<html.bytes.count, current))
    }
    if partOpen { Self.closePart(&html) }
    html.close("ol")
    plain = html.fragment
    self.links = links
    pages = book.pages
    indices = Dictionary(grouping: book.pages.indices, by: { book.pages[$0].outputName })
    length =
      plain.bytes.count
      + links.reduce(0) { $0 + $1.current.bytes.count - $1.plain.count }
  }

  /// The sidebar, with every page of the book equal to `current` marked, into `html`.
  func write(current: Page?, into html: inout HTMLWriter) {
    plain.bytes.withUnsafeBufferPointer { bytes in
      // Links start and end with ASCII tags, so the runs between them are UTF-8.
      var copied = 0
      for index in current.flatMap({ indices[$0.outputName] }) ?? [] where pages[index] == current {
        let link = links[index]
        html.raw(utf8: UnsafeBufferPointer(rebasing: bytes[copied..<link.plain.lowerBound]))
        html.append(link.current)
        copied = link.plain.upperBound
      }
      html.raw(utf8: UnsafeBufferPointer(rebasing: bytes[copied...]))
    }
  }

  /// A page's item: its link, plain or marked as the current page, with its chapter's mark.
  private static func link(
    to page: Page, mark: HTMLFragment, current: Bool, into html: inout HTMLWriter
  ) {
    html.open("li")
    html.element(
      "a",
      [
        "class": current ? "current" : nil, "aria-current": current ? "page" : nil,
        "href": page.outputName,
      ]
    ) { html in
      html.text(page.title)
      html.append(mark)
    }
    html.close("li")
  }

  /// Ends a part's list and its item.
  private static func closePart(_ html: inout HTMLWriter) {
    html.close("ol")
    html.close("li")
  }
}
