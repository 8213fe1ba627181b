import WorkbookBase
import WorkbookBook

/// The HTML of one claim: what was said and by whom, the verdict, the deciding tests with their
/// live status, and the note. Used by `{{#claim}}` and by the claims appendix, where each test
/// links to the chapter listing that shows it.
public enum ClaimBox {
  /// `headingLevel` gives the box a heading (the appendix) or none (inside a chapter);
  /// `discussedIn` is the link to the section that discusses the claim.
  public static func html(
    _ claim: Claim, in context: BuildContext, headingLevel: Int?,
    discussedIn: HTMLFragment = .empty, testPlaces: [String: String] = [:]
  ) throws -> HTMLFragment {
    let ui = context.ui
    // A landmark's name: the appendix's box is named apart from the chapter's, as the print page
    // holds both.
    let label =
      headingLevel == nil
      ? ui("Claim: {statement}", ["statement": claim.says])
      : ui("Claims appendix: {statement}", ["statement": claim.says])
    let tests = try claim.tests.map { try context.catalog.resolve($0) }
    var html = HTMLWriter()
    html.open(
      "aside",
      [
        "class": "claim \(verdictClass(claim))",
        "id": headingLevel == nil ? nil : "claim-\(claim.id)", "aria-label": label,
      ])
    if let level = headingLevel {
      let tag = HTMLWriter.headingTag(level)
      html.element(tag, text: claim.says)
    } else {
      html.element("p", class: "claim-says") { html in
        html.message(ui("“{statement}”"), ["statement": .text(claim.says)])
      }
    }
    html.element("p", class: "claim-source") { html in
      if claim.isBooksOwn {
        html.element("span", class: "claim-origin") { $0.message(ui("The book's own claim")) }
        html.text(" ")
        html.text(claim.source)
      } else if let (source, topic) = context.namedSource(of: claim) {
        let name = SourceName.html(source, ui: ui)
        if topic.isEmpty {
          html.message(ui("From {source}"), ["source": .html(name)])
        } else {
          html.message(
            ui("From {source}, on {topic}"), ["source": .html(name), "topic": .text(topic)])
        }
      } else {
        html.text(claim.source)
      }
    }
    html.element("p", class: "claim-verdict") { html in
      html.message(
        ui("Verdict: {verdict}"),
        [
          "verdict": .html(
            HTMLFragment { $0.element("strong", text: verdict(claim.verdict, ui: ui)) })
        ])
    }
    html.append(discussedIn)
    if tests.isEmpty {
      html.element("p", class: "claim-tests-none") {
        $0.message(ui("No test in this repository decides it."))
      }
    } else {
      html.element("ul", class: "claim-tests") { html in
        for test in tests {
          html.open("li")
          html.append(TestBadge.badge(context.status(of: test), ui: ui))
          html.text(" ")
          let place = headingLevel == nil ? nil : testPlaces[test.reference]
          if let place { html.open("a", ["href": place]) }
          html.element("code", text: test.reference)
          if place != nil { html.close("a") }
          html.close("li")
        }
      }
    }
    if let note = claim.note, !note.isEmpty {
      html.element("p", class: "claim-note", text: note)
    }
    if headingLevel == nil, let page = context.claimsPage {
      html.element("p", class: "claim-link") { html in
        html.element("a", ["href": "\(page.outputName)#claim-\(claim.id)"]) {
          $0.message(ui("In the claims appendix"))
        }
      }
    }
    html.close("aside")
    html.text("\n")
    return html.fragment
  }

  /// The claim as one line of a chapter: the verdict, the statement, who made it, the live
  /// status of each deciding test, and a link to the claim in the appendix.
  static func line(_ claim: Claim, in context: BuildContext) throws -> HTMLFragment {
    let ui = context.ui
    let statuses = try claim.tests.map { context.status(of: try context.catalog.resolve($0)) }
    var html = HTMLWriter()
    html.element("p", class: "claim-line \(verdictClass(claim))") { html in
      let source = HTMLFragment { html in
        html.element("span", class: "claim-source") { html in
          html.message(ui("({source})"), ["source": .html(claimedBy(claim, in: context))])
        }
      }
      html.message(
        ui("{verdict}: “{statement}” {source}"),
        [
          "verdict": .html(
            HTMLFragment {
              $0.element("strong", class: "claim-verdict", text: verdict(claim.verdict, ui: ui))
            }),
          "statement": .text(claim.says),
          "source": .html(source),
        ])
      for status in statuses {
        html.text(" ")
        html.append(TestBadge.badge(status, ui: ui))
      }
      if let page = context.claimsPage {
        html.text(" ")
        html.element(
          "a", ["class": "claim-link", "href": "\(page.outputName)#claim-\(claim.id)"]
        ) { $0.message(ui("claim {id}"), ["id": .text(claim.id)]) }
      }
    }
    html.text("\n")
    return html.fragment
  }

  /// Who made the claim, in words, as HTML: the source the sources ledger names (and what the
  /// claim is about in it), or the `source:` text as written.
  static func claimedBy(_ claim: Claim, in context: BuildContext) -> HTMLFragment {
    let ui = context.ui
    return HTMLFragment { html in
      if claim.isBooksOwn {
        return html.message(ui("the book's own claim, {topic}"), ["topic": .text(claim.source)])
      }
      guard let (source, topic) = context.namedSource(of: claim) else {
        return html.text(claim.source)
      }
      let name = SourceName.html(source, ui: ui)
      if topic.isEmpty {
        html.message(ui("from {source}"), ["source": .html(name)])
      } else {
        html.message(
          ui("from {source}, on {topic}"), ["source": .html(name), "topic": .text(topic)])
      }
    }
  }

  /// A verdict's words in the page's language.
  public static func verdict(_ verdict: Claim.Verdict, ui: UIText) -> String {
    switch verdict {
    case .holds: ui("holds")
    case .holdsWithCaveat: ui("holds with a caveat")
    case .doesNotHold: ui("does not hold")
    case .notSettled: ui("not settled")
    }
  }

  /// The class that styles a claim by its verdict: `holds`, `does-not-hold`.
  private static func verdictClass(_ claim: Claim) -> String {
    claim.verdict.rawValue.replacing(" ", with: "-")
  }
}
