import WorkbookBase
import WorkbookBook
import WorkbookRender

/// The generated claims appendix: every claim in the ledger, each with its verdict and the live
/// status of the tests that decide it. When the claims come from more than one kind of origin,
/// they are grouped under a heading per source the sources ledger names (in its order), then
/// the claims of other sources, then the book's own claims, each group with its own tally, so
/// that the book's claims are never counted as the articles'.
enum ClaimsAppendix {
  /// `chapters` are the book's rendered chapters, in order: each claim names the section of
  /// one that discusses it (see ``sectionTitles(of:for:)``), and links each of its tests to the
  /// first place a chapter shows it (see ``testPlaces(of:)``). `englishTitle`, for a page
  /// in another language, gives the title's anchor.
  static func render(
    page: Page, claims: [Claim], context: BuildContext, chapters: [RenderedPage],
    englishTitle: String? = nil
  ) throws -> RenderedPage {
    let ui = context.ui
    // Only the sections the claims name are looked up; a claim that names one that does not
    // exist is reported below, where it is rendered.
    let pages = chapterPages(of: context.book)
    let sectionTitles = Self.sectionTitles(
      of: chapters, for: Set(claims.compactMap { try? sectionAddress(of: $0, in: pages) }))
    let testPlaces = Self.testPlaces(of: chapters)
    var collector = DiagnosticCollector()
    var links: [RenderedPage.Link] = []
    let titleAnchor = Slug.make(englishTitle ?? page.title)
    var html = HTMLWriter()
    html.element("h1", ["id": titleAnchor], text: page.title)
    html.text("\n")
    if claims.isEmpty {
      html.element("p") { $0.message(ui("The ledger holds no claims yet.")) }
    } else {
      html.element("p", class: "claims-summary", text: Self.tally(claims, ui: ui))
    }
    html.text("\n")
    var sections: [SearchSection] = [
      SearchSection(page: page.title, url: page.outputName, text: "")
    ]
    var headings = [RenderedPage.Heading(level: 1, text: page.title, anchor: titleAnchor)]
    let groups = ClaimGroup.grouping(claims, in: context)
    let claimLevel = groups.count > 1 ? 3 : 2
    for group in groups {
      if groups.count > 1 {
        html.element("h2", ["id": group.anchor]) { $0.append(group.titleHTML) }
        html.text("\n")
        html.element("p", class: "claims-summary", text: Self.tally(group.claims, ui: ui))
        html.text("\n")
        headings.append(.init(level: 2, text: group.title, anchor: group.anchor))
      }
      for claim in group.claims {
        let section = collector.capturing { try sectionAddress(of: claim, in: pages) }
        if let section { links.append(.init(target: section, location: claim.sectionLocation)) }
        let discussedIn = section.map { address in
          HTMLFragment { html in
            html.element("p", class: "claim-section") { html in
              let link = HTMLFragment {
                $0.element("a", ["href": address], text: sectionTitles[address] ?? address)
              }
              html.message(ui("Discussed in {section}"), ["section": .html(link)])
            }
          }
        }
        if let box = collector.capturing({
          try ClaimBox.html(
            claim, in: context, headingLevel: claimLevel, discussedIn: discussedIn ?? .empty,
            testPlaces: testPlaces)
        }) {
          html.append(box)
        }
        let anchor = "claim-\(claim.id)"
        headings.append(.init(level: claimLevel, text: claim.says, anchor: anchor))
        sections.append(
          SearchSection(
            page: page.title, heading: claim.says, url: "\(page.outputName)#\(anchor)",
            text: "\(claim.source) \(ClaimBox.verdict(claim.verdict, ui: ui)) \(claim.note ?? "")"))
      }
    }
    try collector.throwIfAny()
    return RenderedPage(
      page: page, content: html.fragment, headings: headings, anchors: Set(headings.map(\.anchor)),
      links: links, sections: sections, tally: nil)
  }

  /// "N claims: a holds · b does not hold." in the page's language.
  static func tally(_ claims: [Claim], ui: UIText) -> String {
    let counts = Dictionary(grouping: claims, by: \.verdict).mapValues(\.count)
    let summary = Claim.Verdict.allCases.compactMap { verdict in
      counts[verdict].map {
        ui(
          "{count} {verdict}", ["count": String($0), "verdict": ClaimBox.verdict(verdict, ui: ui)])
      }
    }
    let values: KeyValuePairs<String, String> = [
      "count": String(claims.count), "tally": summary.joined(separator: " · "),
    ]
    return claims.count == 1
      ? ui("1 claim: {tally}.", values) : ui("{count} claims: {tally}.", values)
  }

  /// Where each test is first shown among `pages`, in their order: `page.html#id`.
  static func testPlaces(of pages: [RenderedPage]) -> [String: String] {
    var places: [String: String] = [:]
    for rendered in pages {
      for (reference, anchor) in rendered.testAnchors where places[reference] == nil {
        places[reference] = "\(rendered.page.outputName)#\(anchor)"
      }
    }
    return places
  }

  /// "Page › Heading" for the headings of `pages` at `addresses` (`page.html#anchor`), by
  /// address; a page's own address (no anchor) names the page alone. Where pages or headings
  /// share an address, the last names it. (Headings at other addresses may be named too.)
  static func sectionTitles(of pages: [RenderedPage], for addresses: Set<String>) -> [String:
    String]
  {
    // A page names an address only if its own name is the address, or the address up to one of
    // its `#`s: only such pages' headings are named.
    var names = addresses
    for address in addresses {
      for (offset, byte) in address.utf8.enumerated() where byte == UInt8(ascii: "#") {
        names.insert(String(decoding: address.utf8.prefix(offset), as: UTF8.self))
      }
    }
    var titles: [String: String] = [:]
    for rendered in pages
    where rendered.page.kind.isChapter && names.contains(rendered.page.outputName) {
      titles[rendered.page.outputName] = rendered.page.title
      for heading in rendered.headings {
        titles["\(rendered.page.outputName)#\(heading.anchor)"] =
          heading.level == 1 ? rendered.page.title : "\(rendered.page.title) › \(heading.text)"
      }
    }
    return titles
  }

  /// The site address of a claim's `section:` (`FILE.md#anchor` → `FILE.html#anchor`), or a
  /// located error when FILE is not a chapter of the book; the link check then checks the anchor.
  /// `pages` gives each chapter's output name by its Markdown file (see ``chapterPages(of:)``).
  private static func sectionAddress(of claim: Claim, in pages: [String: String]) throws -> String {
    let parts = claim.section.split(separator: "#", maxSplits: 1).map(String.init)
    guard let page = pages[parts.first ?? ""] else {
      throw Diagnostic(
        "claim '\(claim.id)' names the section '\(claim.section)', but '\(parts.first ?? "")' is not a chapter of the book",
        at: claim.sectionLocation)
    }
    return parts.count == 2 ? "\(page)#\(parts[1])" : page
  }

  /// The output name of the first page of `book` written from each Markdown file of
  /// `chapters/`, by the file.
  private static func chapterPages(of book: Book) -> [String: String] {
    Dictionary(
      book.pages.compactMap { page in
        guard case .chapter(let file) = page.kind else { return nil }
        return (file, page.outputName)
      }, uniquingKeysWith: { first, _ in first })
  }
}
