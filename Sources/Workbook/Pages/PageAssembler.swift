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
  private let sidebar: Sidebar
  private let printRewriter: PrintRewriter

  /// `tallies` holds each chapter's test statuses by output name, for the sidebar's marks.
  init(
    book: Book, template: PageTemplate, tallies: [String: [TestStatus]] = [:],
    language: SiteLanguage = .english, languages: [SiteLanguage] = [], ui: UIText = .english
  ) {
    self.book = book
    self.template = template
    self.language = language
    self.languages = languages
    self.ui = ui
    self.sidebar = Sidebar(book: book, tallies: tallies, ui: ui)
    self.printRewriter = PrintRewriter(pages: book.pages)
  }

  func html(for rendered: RenderedPage, index: Int, all: [RenderedPage]) -> String {
    let previous = index > 0 ? all[index - 1].page : nil
    let next = index + 1 < all.count ? all[index + 1].page : nil
    return fill(
      [
        "page-title": HTML.escape(rendered.page.title),
        "sidebar": sidebar(current: rendered.page),
        "content": rendered.contentHTML,
        "on-page-toc": onPageContents(rendered.headings),
        "previous": previous.map {
          "<a rel=\"prev\" href=\"\($0.outputName)\">← \(HTML.escape($0.title))</a>"
        } ?? "",
        "next": next.map {
          "<a rel=\"next\" href=\"\($0.outputName)\">\(HTML.escape($0.title)) →</a>"
        } ?? "",
        "page-class": "page",
      ], page: rendered.page.outputName)
  }

  /// The template filled with `values` and what every page has: the book's title, the
  /// language, the way to the site's root, the language picker for `page` and the scripts'
  /// words.
  private func fill(_ values: [String: String], page: String) -> String {
    var all = values
    all["book-title"] = HTML.escape(book.title)
    all["lang"] = HTML.escape(language.tag)
    all["root"] = language.root
    all["languages"] = SiteLanguage.picker(
      languages, current: language, page: page, label: ui("Language"))
    all["ui-script"] = ScriptText.script(ui)
    return template.fill(all, ui: ui)
  }

  /// One page's part of the print page: its content with ids prefixed by its page so none
  /// collide, every fold (hints, solutions, plot data) open.
  func printSection(_ rendered: RenderedPage) -> String {
    let stem = String(rendered.page.outputName.dropLast(5))
    return "<section class=\"print-chapter\" id=\"\(stem)\">\n"
      + printRewriter.rewrite(rendered.contentHTML, page: stem) + "</section>\n"
  }

  /// The whole book on one page: every page's ``printSection(_:)`` in reading order.
  func printPage(sections: [String]) -> String {
    fill(
      [
        "page-title": HTML.escape(ui("The whole book")),
        "sidebar": sidebar(current: nil),
        "content": sections.joined(),
        "page-class": "print",
      ], page: "print.html")
  }

  func notFoundPage() -> String {
    let title = HTML.escape(ui("Page not found"))
    let text = HTML.escape(
      ui("There is no page at this address. Start again from {first page}, or use the search."))
    let link = "<a href=\"index.html\">\(HTML.escape(ui("the first page")))</a>"
    return fill(
      [
        "page-title": title,
        "sidebar": sidebar(current: nil),
        "content": "<h1>\(title)</h1>\n<p>\(text.replacing("{first page}", with: link))</p>\n",
        "page-class": "not-found",
      ], page: "404.html")
  }

  private func sidebar(current: Page?) -> String {
    var html = ""
    html.reserveCapacity(sidebar.totalLength)
    for (index, page) in book.pages.enumerated() {
      html += sidebar.before[index]
      html += page == current ? sidebar.links[index].current : sidebar.links[index].plain
    }
    return html + sidebar.before[book.pages.count]
  }

  /// The sidebar's HTML, built once: the markup before each page's link (and after the last),
  /// and each link both plain and marked as the current page, with its chapter's test mark.
  private struct Sidebar: Sendable {
    var before: [String] = []
    var links: [(plain: String, current: String)] = []
    var totalLength = 0

    init(book: Book, tallies: [String: [TestStatus]], ui: UIText) {
      var pending = "<ol class=\"chapters\">"
      var part: String?
      var partOpen = false
      for page in book.pages {
        if page.part != part {
          if partOpen { pending += "</ol></li>" }
          part = page.part
          partOpen = part != nil
          if let part {
            pending +=
              "<li class=\"part\"><span class=\"part-title\">\(HTML.escape(part))</span><ol>"
          }
        }
        before.append(pending)
        pending = ""
        let mark = tallies[page.outputName].map { TestBadge.sidebarMark($0, ui: ui) } ?? ""
        let link = "href=\"\(page.outputName)\">\(HTML.escape(page.title))\(mark)</a></li>"
        links.append(("<li><a " + link, "<li><a class=\"current\" aria-current=\"page\" " + link))
      }
      if partOpen { pending += "</ol></li>" }
      before.append(pending + "</ol>")
      totalLength =
        before.reduce(0) { $0 + $1.utf8.count } + links.reduce(0) { $0 + $1.current.utf8.count }
    }
  }

  private func onPageContents(_ headings: [RenderedPage.Heading]) -> String {
    let shown = headings.filter { $0.level == 2 || $0.level == 3 }
    guard !shown.isEmpty else { return "" }
    let items = shown.map {
      "<li class=\"level-\($0.level)\"><a href=\"#\($0.anchor)\">\(HTML.escape($0.text))</a></li>"
    }
    return
      "<nav class=\"on-page\" aria-label=\"\(HTML.escape(ui("On this page")))\"><h2>\(HTML.escape(ui("On this page")))</h2><ol>\(items.joined())</ol></nav>"
  }
}
