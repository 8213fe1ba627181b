/// The generated claims appendix: every claim in the ledger, in ledger order, each with its
/// verdict and the live status of the tests that decide it.
enum ClaimsAppendix {
  static func render(page: Page, claims: [Claim], context: BuildContext) throws -> RenderedPage {
    var collector = DiagnosticCollector()
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
      if let box = collector.capturing({ try ClaimBox.html(claim, in: context, headingLevel: 2) }) {
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
      links: [], sections: sections, tally: nil)
  }
}
