import WorkbookBase
import WorkbookBook
import WorkbookRender

/// The generated claims appendix: every claim in the ledger, each with its verdict and the live
/// status of the tests that decide it. When the claims come from more than one kind of origin,
/// they are grouped under a heading per source the sources ledger names (in its order), then
/// the claims of other sources, then the book's own claims, each group with its own tally, so
/// that the book's claims are never counted as the articles'.
enum ClaimsAppendix {
  /// `sections` names each chapter section a claim may point at, by `page.html#anchor`, as
  /// "Page › Heading" (see ``sectionTitles(of:)``).
  /// `testPlaces` gives, by test reference, the first place a chapter shows that test,
  /// `page.html#id` (see ``testPlaces(of:)``). `englishTitle`, for a page in another language,
  /// gives the title's anchor.
  static func render(
    page: Page, claims: [Claim], context: BuildContext, sections sectionTitles: [String: String],
    testPlaces: [String: String], englishTitle: String? = nil
  ) throws -> RenderedPage {
    let ui = context.ui
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
        let section = collector.capturing { try sectionAddress(of: claim, in: context.book) }
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

  /// "Page › Heading" for every heading of `pages`, by `page.html#anchor`; a page's own address
  /// (no anchor) names the page alone.
  static func sectionTitles(of pages: [RenderedPage]) -> [String: String] {
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

  /// The site address of a claim's `section:` (`FILE.md#anchor` → `FILE.html#anchor`), or a
  /// located error when FILE is not a chapter of the book; the link check then checks the anchor.
  private static func sectionAddress(of claim: Claim, in book: Book) throws -> String {
    let parts = claim.section.split(separator: "#", maxSplits: 1).map(String.init)
    guard let page = book.pages.first(where: { $0.kind == .chapter(file: parts.first ?? "") })
    else {
      throw Diagnostic(
        "claim '\(claim.id)' names the section '\(claim.section)', but '\(parts.first ?? "")' is not a chapter of the book",
        at: claim.sectionLocation)
    }
    return parts.count == 2 ? "\(page.outputName)#\(parts[1])" : page.outputName
  }
}
