import WorkbookBase
import WorkbookBook

/// `{{#tests REF REF …}}`: a compact list of tests, each one line with its live mark and its
/// name in words, its source folded underneath (a `<details>`, so it opens without JavaScript and
/// the print page opens it).
///
/// A REF is one test (`TARGET/NAME`, `TARGET/Suite/NAME`) or a whole suite (`TARGET/Suite`): every
/// test of that suite and the suites nested in it, in source order, except those the same page
/// shows in full with `{{#test}}`. Naming one test that the page shows in full is an error: it would be shown twice.
struct TestListRenderer: DirectiveRenderer {
  static let syntax = DirectiveSyntax("tests", words: [.oneOrMore("REF")])
  /// The tests the page shows in full with `{{#test}}`, by reference.
  private var shownInFull: Set<String> = []

  /// This renderer for a page that shows the tests its `{{#test}}` directives name in full.
  func onPage(_ directives: [Directive], in context: BuildContext) -> TestListRenderer {
    var renderer = self
    renderer.shownInFull = Set(
      directives.filter { $0.name == TestRenderer.syntax.name }.compactMap { directive in
        try? context.catalog.resolve(
          TestReference(parsing: directive.arguments, at: directive.argumentsLocation)
        ).reference
      })
    return renderer
  }

  func render(_ directive: Directive, arguments: DirectiveArguments, in context: BuildContext)
    throws -> DirectiveOutput
  {
    var collector = DiagnosticCollector()
    var tests: [TestDefinition] = []
    for (text, location) in zip(arguments.words, arguments.wordLocations) {
      if let found = collector.capturing({ try resolve(text, at: location, in: context) }) {
        tests += found.filter { test in !tests.contains(test) }
      }
    }
    try collector.throwIfAny()
    guard !tests.isEmpty else {
      throw Diagnostic(
        "nothing to list: every test named here is shown in full on this page",
        at: directive.argumentsLocation)
    }
    let titles = tests.map(\.title)
    let ui = context.ui
    var anchors: [String] = []
    var html = HTMLWriter()
    html.element("ul", class: "test-list") { html in
      for (test, title) in zip(tests, titles) {
        let status = context.status(of: test)
        let anchor = TestRenderer.anchor(for: test)
        anchors.append(anchor)
        html.open("li", ["id": anchor, "class": "test-list-item \(status.cssClass)"])
        html.open("details")
        html.open("summary")
        html.append(TestBadge.badge(status, ui: ui))
        html.text(" ")
        html.element("span", class: "test-title", text: title)
        html.close("summary")
        Listing.write(
          code: test.source, language: "swift",
          caption: TestRenderer.caption(of: test, lines: test.lines, ui: ui), extraClass: "test",
          footer: TestBadge.details(status), ui: ui, highlighted: context.highlighted, into: &html)
        TestRenderer.writeSharedBodyListing(of: test, in: context, into: &html)
        html.close("details")
        html.close("li")
      }
    }
    html.text("\n")
    return DirectiveOutput(
      html: html.fragment,
      searchText: zip(titles, tests).map { title, test in
        "\(title) \(test.source) \(context.catalog.sharedBody(of: test)?.source ?? "")"
      }.joined(separator: "\n"),
      anchors: anchors,
      shownTests: ShownTests(listed: tests.map(\.reference)),
      testAnchors: Dictionary(
        tests.map { ($0.reference, TestRenderer.anchor(for: $0)) },
        uniquingKeysWith: { first, _ in first }))
  }

  /// The tests one REF names: the test itself, or the suite's tests not shown in full here.
  private func resolve(_ text: String, at location: SourceLocation, in context: BuildContext)
    throws -> [TestDefinition]
  {
    let reference = try TestReference(parsing: text, at: location)
    if reference.suite == nil, context.catalog.hasTarget(reference.target) {
      let suite = context.catalog.tests(in: reference.target).filter {
        $0.suites.contains(reference.name)
      }
      if !suite.isEmpty {
        return suite.filter { !shownInFull.contains($0.reference) }
      }
    }
    let test = try context.catalog.resolve(reference)
    if shownInFull.contains(test.reference) {
      throw Diagnostic(
        "'\(test.reference)' is shown in full on this page; list it once", at: location)
    }
    return [test]
  }
}
