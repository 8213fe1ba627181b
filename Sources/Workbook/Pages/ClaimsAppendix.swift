/// The generated claims appendix: every claim in the ledger, in ledger order, each with its
/// verdict and the live status of the tests that decide it.
enum ClaimsAppendix {
  /// `sections` names each chapter section a claim may point at, by `page.html#anchor`, as
  /// "Page › Heading" (see ``sectionTitles(of:)``).
  /// `testPlaces` gives, by test reference, the first place a chapter shows that test,
  /// `page.html#id` (see ``testPlaces(of:)``).
  static func render(
    page: Page, claims: [Claim], context: BuildContext, sections sectionTitles: [String: String],
    testPlaces: [String: String]
  ) throws -> RenderedPage {
    var collector = DiagnosticCollector()
    var links: [RenderedPage.Link] = []
    var html = "<h1 id=\"\(Slug.make(page.title))\">\(HTML.escape(page.title))</h1>\n"
    if claims.isEmpty {
      html += "<p>The ledger holds no claims yet.</p>\n"
    } else {
      let counts = Dictionary(grouping: claims, by: \.verdict).mapValues(\.count)
      let summary = Claim.Verdict.allCases.compactMap { verdict in
        counts[verdict].map { "\($0) \(verdict.rawValue)" }
      }
      html +=
        "<p class=\"claims-summary\">\(claims.count) claims: \(summary.joined(separator: " · ")).</p>\n"
    }
    var sections: [SearchSection] = [
      SearchSection(page: page.title, url: page.outputName, text: "")
    ]
    var headings = [RenderedPage.Heading(level: 1, text: page.title, anchor: Slug.make(page.title))]
    for claim in claims {
      let section = collector.capturing { try sectionAddress(of: claim, in: context.book) }
      if let section { links.append(.init(target: section, location: claim.sectionLocation)) }
      let discussedIn = section.map { address in
        "<p class=\"claim-section\">Discussed in <a href=\"\(HTML.escape(address))\">\(HTML.escape(sectionTitles[address] ?? address))</a></p>"
      }
      if let box = collector.capturing({
        try ClaimBox.html(
          claim, in: context, headingLevel: 2, discussedIn: discussedIn ?? "",
          testPlaces: testPlaces)
      }) {
        html += box
      }
      let anchor = "claim-\(claim.id)"
      headings.append(.init(level: 2, text: claim.says, anchor: anchor))
      sections.append(
        SearchSection(
          page: page.title, heading: claim.says, url: "\(page.outputName)#\(anchor)",
          text: "\(claim.source) \(claim.verdict.rawValue) \(claim.note ?? "")"))
    }
    try collector.throwIfAny()
    return RenderedPage(
      page: page, contentHTML: html, headings: headings, anchors: Set(headings.map(\.anchor)),
      links: links, sections: sections, tally: nil)
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
