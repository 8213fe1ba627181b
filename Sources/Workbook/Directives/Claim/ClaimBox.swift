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
    let ui = context.ui
    let label =
      headingLevel == nil
      ? ui("Claim: {statement}", ["statement": claim.says])
      : ui("Claims appendix: {statement}", ["statement": claim.says])
    html += " aria-label=\"\(HTML.escape(label))\">"
    if let level = headingLevel {
      html += "<h\(level)>\(HTML.escape(claim.says))</h\(level)>"
    } else {
      html +=
        "<p class=\"claim-says\">\(ui.html("“{statement}”", ["statement": HTML.escape(claim.says)]))</p>"
    }
    html += "<p class=\"claim-source\">"
    if claim.isBooksOwn {
      html +=
        "<span class=\"claim-origin\">\(ui.html("The book's own claim"))</span> \(HTML.escape(claim.source))"
    } else if let (source, topic) = context.namedSource(of: claim) {
      let name = SourceName.html(source, ui: ui)
      html +=
        topic.isEmpty
        ? ui.html("From {source}", ["source": name])
        : ui.html("From {source}, on {topic}", ["source": name, "topic": HTML.escape(topic)])
    } else {
      html += HTML.escape(claim.source)
    }
    html += "</p>"
    html +=
      "<p class=\"claim-verdict\">\(ui.html("Verdict: {verdict}", ["verdict": "<strong>\(HTML.escape(verdict(claim.verdict, ui: ui)))</strong>"]))</p>"
    html += discussedIn
    if claim.tests.isEmpty {
      html +=
        "<p class=\"claim-tests-none\">\(ui.html("No test in this repository decides it."))</p>"
    }
    html += claim.tests.isEmpty ? "" : "<ul class=\"claim-tests\">"
    for reference in claim.tests {
      let test = try context.catalog.resolve(reference)
      var name = "<code>\(HTML.escape(test.reference))</code>"
      if headingLevel != nil, let place = testPlaces[test.reference] {
        name = "<a href=\"\(HTML.escape(place))\">\(name)</a>"
      }
      html += "<li>\(TestBadge.badge(context.status(of: test), ui: ui)) \(name)</li>"
    }
    html += claim.tests.isEmpty ? "" : "</ul>"
    if let note = claim.note, !note.isEmpty {
      html += "<p class=\"claim-note\">\(HTML.escape(note))</p>"
    }
    if headingLevel == nil, let page = context.claimsPage {
      html +=
        "<p class=\"claim-link\"><a href=\"\(page.outputName)#claim-\(HTML.escape(claim.id))\">\(ui.html("In the claims appendix"))</a></p>"
    }
    return html + "</aside>\n"
  }

  /// The claim as one line of a chapter: the verdict, the statement, who made it, the live
  /// status of each deciding test, and a link to the claim in the appendix.
  static func line(_ claim: Claim, in context: BuildContext) throws -> String {
    let ui = context.ui
    let verdictClass = claim.verdict.rawValue.replacing(" ", with: "-")
    var html = "<p class=\"claim-line \(verdictClass)\">"
    let source = ui.html("({source})", ["source": claimedBy(claim, in: context)])
    html += ui.html(
      "{verdict}: “{statement}” {source}",
      [
        "verdict":
          "<strong class=\"claim-verdict\">\(HTML.escape(verdict(claim.verdict, ui: ui)))</strong>",
        "statement": HTML.escape(claim.says),
        "source": "<span class=\"claim-source\">\(source)</span>",
      ])
    let statuses = try claim.tests.map { context.status(of: try context.catalog.resolve($0)) }
    if !statuses.isEmpty {
      html += " " + statuses.map { TestBadge.badge($0, ui: ui) }.joined(separator: " ")
    }
    if let page = context.claimsPage {
      html +=
        " <a class=\"claim-link\" href=\"\(page.outputName)#claim-\(HTML.escape(claim.id))\">\(ui.html("claim {id}", ["id": HTML.escape(claim.id)]))</a>"
    }
    return html + "</p>\n"
  }

  /// Who made the claim, in words, as HTML: the source the sources ledger names (and what the
  /// claim is about in it), or the `source:` text as written.
  static func claimedBy(_ claim: Claim, in context: BuildContext) -> String {
    let ui = context.ui
    if claim.isBooksOwn {
      return ui.html("the book's own claim, {topic}", ["topic": HTML.escape(claim.source)])
    }
    guard let (source, topic) = context.namedSource(of: claim) else {
      return HTML.escape(claim.source)
    }
    let name = SourceName.html(source, ui: ui)
    return topic.isEmpty
      ? ui.html("from {source}", ["source": name])
      : ui.html("from {source}, on {topic}", ["source": name, "topic": HTML.escape(topic)])
  }

  /// A verdict's words in the page's language.
  static func verdict(_ verdict: Claim.Verdict, ui: UIText) -> String {
    switch verdict {
    case .holds: ui("holds")
    case .holdsWithCaveat: ui("holds with a caveat")
    case .doesNotHold: ui("does not hold")
    case .notSettled: ui("not settled")
    }
  }
}
