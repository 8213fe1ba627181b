import WorkbookBase
import WorkbookBook
import WorkbookRender

/// Puts rendered pages into the template: the sidebar with parts, the current page and each
/// chapter's test mark, previous and next links, and the on-page contents. Also builds the
/// print page (the whole book on one page) and the 404 page.
struct PageAssembler: Sendable {
  let book: Book
  let template: PageTemplate
  /// The pages' language, every language of the site (for the picker) and the site's words in
  /// the pages' language.
  let language: SiteLanguage
  let languages: [SiteLanguage]
  let ui: UIText
  /// The live preview's reload script, for every page's `{{preview}}` slot; nil for a build.
  let preview: PreviewScript?
  private let sidebar: Sidebar
  private let printRewriter: PrintRewriter

  /// `tallies` holds each chapter's test statuses by output name, for the sidebar's marks.
  init(
    book: Book, template: PageTemplate, tallies: [String: [TestStatus]] = [:],
    language: SiteLanguage = .english, languages: [SiteLanguage] = [], ui: UIText = .english,
    preview: PreviewScript? = nil
  ) {
    self.book = book
    self.template = template
    self.language = language
    self.languages = languages
    self.ui = ui
    self.preview = preview
    self.sidebar = Sidebar(book: book, tallies: tallies, ui: ui)
    self.printRewriter = PrintRewriter(pages: book.pages)
  }

  /// The page `rendered`, the `index`th of `all`, as UTF-8.
  func html(for rendered: RenderedPage, index: Int, all: [RenderedPage]) -> [UInt8] {
    let previous = index > 0 ? all[index - 1].page : nil
    let next = index + 1 < all.count ? all[index + 1].page : nil
    return fill(
      [
        "page-title": .text(rendered.page.title),
        "sidebar": .html(sidebar(current: rendered.page)),
        "content": .html(rendered.content),
        "on-page-toc": .html(onPageContents(rendered.headings)),
        "previous": .html(
          HTMLFragment { html in
            guard let previous else { return }
            html.element(
              "a", ["rel": "prev", "href": previous.outputName], text: "← \(previous.title)")
          }),
        "next": .html(
          HTMLFragment { html in
            guard let next else { return }
            html.element("a", ["rel": "next", "href": next.outputName], text: "\(next.title) →")
          }),
        "page-class": .text("page"),
      ], page: rendered.page.outputName)
  }

  /// The template filled with `values` and what every page has: the book's title, the
  /// language, the way to the site's root, the language picker for `page`, the scripts' words
  /// and, in the live preview, its reload script.
  private func fill(_ values: [String: HTMLWriter.Value], page: String) -> [UInt8] {
    var all = values
    all["book-title"] = .text(book.title)
    all["lang"] = .text(language.tag)
    all["root"] = .text(language.root)
    all["languages"] = .html(
      SiteLanguage.picker(languages, current: language, page: page, label: ui("Language")))
    all["ui-script"] = .html(ScriptText.script(ui))
    all["preview"] = preview.map { .html($0.html(root: language.root)) }
    return template.fill(all, ui: ui)
  }

  /// One page's part of the print page: its content with ids prefixed by its page so none
  /// collide, every fold (hints, solutions, plot data) open.
  func printSection(_ rendered: RenderedPage) -> HTMLFragment {
    let stem = String(rendered.page.outputName.dropLast(5))
    let content = rendered.content
    var html = HTMLWriter()
    // Room for the content and what the rewrite adds to it (a prefix to each id and link), so
    // that the section grows at most once.
    html.reserveCapacity(content.bytes.count + content.bytes.count / 16 + 128)
    html.open("section", ["class": "print-chapter", "id": stem])
    html.text("\n")
    printRewriter.rewrite(content, page: stem, into: &html)
    html.close("section")
    html.text("\n")
    return html.fragment
  }

  /// The whole book on one page: every page's ``printSection(_:)`` in reading order.
  func printPage(sections: [HTMLFragment]) -> [UInt8] {
    var content = HTMLWriter()
    content.reserveCapacity(sections.reduce(0) { $0 + $1.bytes.count })
    for section in sections { content.append(section) }
    return fill(
      [
        "page-title": .text(ui("The whole book")),
        "sidebar": .html(sidebar(current: nil)),
        "content": .html(content.fragment),
        "page-class": .text("print"),
      ], page: "print.html")
  }

  func notFoundPage() -> [UInt8] {
    let title = ui("Page not found")
    let content = HTMLFragment { html in
      html.element("h1", text: title)
      html.text("\n")
      html.element("p") { html in
        let link = HTMLFragment {
          $0.element("a", ["href": "index.html"], text: ui("the first page"))
        }
        html.message(
          ui("There is no page at this address. Start again from {first page}, or use the search."),
          ["first page": .html(link)])
      }
      html.text("\n")
    }
    return fill(
      [
        "page-title": .text(title), "sidebar": .html(sidebar(current: nil)),
        "content": .html(content), "page-class": .text("not-found"),
      ], page: "404.html")
  }

  private func sidebar(current: Page?) -> HTMLFragment {
    var html = HTMLWriter()
    html.reserveCapacity(sidebar.totalLength)
    for (index, page) in book.pages.enumerated() {
      html.append(sidebar.before[index])
      html.append(page == current ? sidebar.links[index].current : sidebar.links[index].plain)
    }
    html.append(sidebar.before[book.pages.count])
    return html.fragment
  }

  /// The sidebar's HTML, built once: the markup before each page's link (and after the last),
  /// and each link both plain and marked as the current page, with its chapter's test mark.
  private struct Sidebar: Sendable {
    var before: [HTMLFragment] = []
    var links: [(plain: HTMLFragment, current: HTMLFragment)] = []
    var totalLength = 0

    init(book: Book, tallies: [String: [TestStatus]], ui: UIText) {
      var pending = HTMLWriter()
      pending.open("ol", class: "chapters")
      var part: String?
      var partOpen = false
      for page in book.pages {
        if page.part != part {
          if partOpen { Self.closePart(&pending) }
          part = page.part
          partOpen = part != nil
          if let part {
            pending.open("li", class: "part")
            pending.element("span", class: "part-title", text: part)
            pending.open("ol")
          }
        }
        before.append(pending.fragment)
        pending = HTMLWriter()
        let mark = tallies[page.outputName].map { TestBadge.sidebarMark($0, ui: ui) } ?? .empty
        func link(current: Bool) -> HTMLFragment {
          HTMLFragment { html in
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
        }
        links.append((link(current: false), link(current: true)))
      }
      if partOpen { Self.closePart(&pending) }
      pending.close("ol")
      before.append(pending.fragment)
      totalLength =
        before.reduce(0) { $0 + $1.bytes.count }
        + links.reduce(0) { $0 + $1.current.bytes.count }
    }

    /// Ends a part's list and its item.
    private static func closePart(_ html: inout HTMLWriter) {
      html.close("ol")
      html.close("li")
    }
  }

  private func onPageContents(_ headings: [RenderedPage.Heading]) -> HTMLFragment {
    let shown = headings.filter { $0.level == 2 || $0.level == 3 }
    guard !shown.isEmpty else { return .empty }
    var html = HTMLWriter()
    html.element("nav", ["class": "on-page", "aria-label": ui("On this page")]) { html in
      html.element("h2", text: ui("On this page"))
      html.element("ol") { html in
        for heading in shown {
          html.element("li", class: "level-\(heading.level)") { html in
            html.element("a", ["href": "#\(heading.anchor)"], text: heading.text)
          }
        }
      }
    }
    return html.fragment
  }
}
