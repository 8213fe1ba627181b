import WorkbookBase
import WorkbookBook
import WorkbookRender

/// Puts rendered pages into the template: the sidebar with parts, the current page and each
/// chapter's test mark, previous and next links, and the on-page contents. Also builds the
/// print page (the whole book on one page) and the 404 page.
struct PageAssembler: Sendable {
  let book: Book
  /// The pages' language, every language of the site (for the picker) and the site's words in
  /// the pages' language.
  let language: SiteLanguage
  let languages: [SiteLanguage]
  let ui: UIText
  /// The template with what is the same on every page of the language written.
  private let frame: PageFrame
  private let sidebar: PageSidebar
  private let printRewriter: PrintRewriter

  /// `tallies` holds each chapter's test statuses by output name, for the sidebar's marks;
  /// `preview` is the live preview's reload script, for every page's `{{preview}}` slot (nil
  /// for a build).
  init(
    book: Book, template: PageTemplate, tallies: [String: [TestStatus]] = [:],
    language: SiteLanguage = .english, languages: [SiteLanguage] = [], ui: UIText = .english,
    preview: PreviewScript? = nil
  ) {
    self.book = book
    self.language = language
    self.languages = languages
    self.ui = ui
    // What every page has: the book's title, the language, the way to the site's root, the
    // scripts' words and, in the live preview, its reload script.
    var shared: [String: HTMLWriter.Value] = [
      "book-title": .text(book.title),
      "lang": .text(language.tag),
      "root": .text(language.root),
      "ui-script": .html(ScriptText.script(ui)),
    ]
    shared["preview"] = preview.map { .html($0.html(root: language.root)) }
    self.frame = template.frame(filling: shared, ui: ui)
    self.sidebar = PageSidebar(book: book, tallies: tallies, ui: ui)
    self.printRewriter = PrintRewriter(pages: book.pages)
  }

  /// The page `rendered`, the `index`th of `all`, as UTF-8.
  func html(for rendered: RenderedPage, index: Int, all: [RenderedPage]) -> [UInt8] {
    let previous = index > 0 ? all[index - 1].page : nil
    let next = index + 1 < all.count ? all[index + 1].page : nil
    let page = rendered.page
    let headingsLength = rendered.headings.reduce(0) { $0 + 2 * $1.text.utf8.count + 64 }
    return frame.page(
      slotsLength: sidebar.length + rendered.content.bytes.count + headingsLength + 1024
    ) { slot, html in
      switch slot {
      case .pageTitle: html.text(page.title)
      case .sidebar: sidebar.write(current: page, into: &html)
      case .content: html.append(rendered.content)
      case .onPageContents: onPageContents(rendered.headings, into: &html)
      case .previous:
        guard let previous else { return }
        html.element(
          "a", ["rel": "prev", "href": previous.outputName], text: "← \(previous.title)")
      case .next:
        guard let next else { return }
        html.element("a", ["rel": "next", "href": next.outputName], text: "\(next.title) →")
      case .pageClass: html.text("page")
      case .languages: picker(page: page.outputName, into: &html)
      }
    }
  }

  /// The language picker of the page `page` (its output name).
  private func picker(page: String, into html: inout HTMLWriter) {
    SiteLanguage.picker(
      languages, current: language, page: page, label: ui("Language"), into: &html)
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
    let title = ui("The whole book")
    let sectionsLength = sections.reduce(0) { $0 + $1.bytes.count }
    return frame.page(slotsLength: sidebar.length + sectionsLength + 1024) { slot, html in
      switch slot {
      case .pageTitle: html.text(title)
      case .sidebar: sidebar.write(current: nil, into: &html)
      case .content: for section in sections { html.append(section) }
      case .pageClass: html.text("print")
      case .languages: picker(page: "print.html", into: &html)
      case .onPageContents, .previous, .next: break
      }
    }
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
    return frame.page(slotsLength: sidebar.length + content.bytes.count + 1024) { slot, html in
      switch slot {
      case .pageTitle: html.text(title)
      case .sidebar: sidebar.write(current: nil, into: &html)
      case .content: html.append(content)
      case .pageClass: html.text("not-found")
      case .languages: picker(page: "404.html", into: &html)
      case .onPageContents, .previous, .next: break
      }
    }
  }

  /// The contents of a page with `headings`, its second- and third-level ones, into `html`;
  /// nothing for a page without any.
  private func onPageContents(_ headings: [RenderedPage.Heading], into html: inout HTMLWriter) {
    let shown = headings.filter { $0.level == 2 || $0.level == 3 }
    guard !shown.isEmpty else { return }
    html.element("nav", ["class": "on-page", "aria-label": ui("On this page")]) { html in
      html.element("h2", text: ui("On this page"))
      html.element("ol") { html in
        for heading in shown {
          html.open("li", class: heading.level == 2 ? "level-2" : "level-3")
          html.element("a", ["href": "#" + heading.anchor], text: heading.text)
          html.close("li")
        }
      }
    }
  }
}
