/// The HTML of one claim: what was said and by whom, the verdict, the deciding tests with their
/// live status, and the note. Used by `{{#claim}}` and by the claims appendix, where each test
/// links to the chapter listing that shows it.
enum ClaimBox {
  /// `headingLevel` gives the box a heading (the appendix) or none (inside a chapter);
  /// `discussedIn` is the HTML of the link to the section that discusses the claim.
  static func html(
    _ claim: Claim, in context: BuildContext, headingLevel: Int?, discussedIn: String = "",
    testPlaces: [String: String] = [:]
  ) throws -> String {
    let verdictClass = claim.verdict.rawValue.replacing(" ", with: "-")
    var html = "<aside class=\"claim \(verdictClass)\""
    if headingLevel != nil { html += " id=\"claim-\(HTML.escape(claim.id))\"" }
    // A landmark's name: the appendix's box is named apart from the chapter's, as the print page
    // holds both.
    let role = headingLevel == nil ? "Claim" : "Claims appendix"
    html += " aria-label=\"\(role): \(HTML.escape(claim.says))\">"
    if let level = headingLevel {
      html += "<h\(level)>\(HTML.escape(claim.says))</h\(level)>"
    } else {
      html += "<p class=\"claim-says\">“\(HTML.escape(claim.says))”</p>"
    }
    html += "<p class=\"claim-source\">"
    if claim.isBooksOwn {
      html +=
        "<span class=\"claim-origin\">The book's own claim</span> \(HTML.escape(claim.source))"
    } else if let (source, topic) = context.namedSource(of: claim) {
      html +=
        "From " + SourceName.html(source) + (topic.isEmpty ? "" : ", on \(HTML.escape(topic))")
    } else {
      html += HTML.escape(claim.source)
    }
    html += "</p>"
    html +=
      "<p class=\"claim-verdict\">Verdict: <strong>\(HTML.escape(claim.verdict.rawValue))</strong></p>"
    html += discussedIn
    if claim.tests.isEmpty {
      html += "<p class=\"claim-tests-none\">No test in this repository decides it.</p>"
    }
    html += claim.tests.isEmpty ? "" : "<ul class=\"claim-tests\">"
    for reference in claim.tests {
      let test = try context.catalog.resolve(reference)
      var name = "<code>\(HTML.escape(test.reference))</code>"
      if headingLevel != nil, let place = testPlaces[test.reference] {
        name = "<a href=\"\(HTML.escape(place))\">\(name)</a>"
      }
      html += "<li>\(TestBadge.badge(context.status(of: test))) \(name)</li>"
    }
    html += claim.tests.isEmpty ? "" : "</ul>"
    if let note = claim.note, !note.isEmpty {
      html += "<p class=\"claim-note\">\(HTML.escape(note))</p>"
    }
    if headingLevel == nil, let page = context.claimsPage {
      html +=
        "<p class=\"claim-link\"><a href=\"\(page.outputName)#claim-\(HTML.escape(claim.id))\">In the claims appendix</a></p>"
    }
    return html + "</aside>\n"
  }

  /// The claim as one line of a chapter: the verdict, the statement, who made it, the live
  /// status of each deciding test, and a link to the claim in the appendix.
  static func line(_ claim: Claim, in context: BuildContext) throws -> String {
    let verdictClass = claim.verdict.rawValue.replacing(" ", with: "-")
    var html = "<p class=\"claim-line \(verdictClass)\">"
    html += "<strong class=\"claim-verdict\">\(HTML.escape(claim.verdict.rawValue))</strong>: "
    html += "“\(HTML.escape(claim.says))” "
    html += "<span class=\"claim-source\">(\(claimedBy(claim, in: context)))</span>"
    let statuses = try claim.tests.map { context.status(of: try context.catalog.resolve($0)) }
    if !statuses.isEmpty {
      html += " " + statuses.map(TestBadge.badge).joined(separator: " ")
    }
    if let page = context.claimsPage {
      html +=
        " <a class=\"claim-link\" href=\"\(page.outputName)#claim-\(HTML.escape(claim.id))\">claim \(HTML.escape(claim.id))</a>"
    }
    return html + "</p>\n"
  }

  /// Who made the claim, in words, as HTML: the source the sources ledger names (and what the
  /// claim is about in it), or the `source:` text as written.
  static func claimedBy(_ claim: Claim, in context: BuildContext) -> String {
    if claim.isBooksOwn { return "the book's own claim, \(HTML.escape(claim.source))" }
    guard let (source, topic) = context.namedSource(of: claim) else {
      return HTML.escape(claim.source)
    }
    return "from \(SourceName.html(source))" + (topic.isEmpty ? "" : ", on \(HTML.escape(topic))")
  }
}
