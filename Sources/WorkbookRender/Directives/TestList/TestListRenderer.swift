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
        try? TestRenderer.prepared(
          directive.arguments, at: directive.argumentsLocation, in: context
        ).test.reference
      })
    return renderer
  }

  /// What a list shows in every edition of its page, prepared once per build
  /// (``BuildContext/testLists``): its tests and the text the search index knows it by.
  struct Prepared: Sendable {
    let tests: [PreparedTest]
    let searchText: String
  }

  /// What a list's ``Prepared`` depends on: its REFs, by their bytes, and the tests its page
  /// shows in full.
  struct Key: Hashable, Sendable {
    let references: [ExactText]
    let shownInFull: Set<String>
  }

  func render(_ directive: Directive, arguments: DirectiveArguments, in context: BuildContext)
    throws -> DirectiveOutput
  {
    let key = Key(references: arguments.words.map(ExactText.init), shownInFull: shownInFull)
    let prepared = try context.testLists.value(for: key) { try prepare(arguments, in: context) }
    guard !prepared.tests.isEmpty else {
      throw Diagnostic(
        "nothing to list: every test named here is shown in full on this page",
        at: directive.argumentsLocation)
    }
    let ui = context.ui
    var html = HTMLWriter()
    html.element("ul", class: "test-list") { html in
      for shown in prepared.tests {
        let test = shown.test
        html.open("li", ["id": shown.anchor, "class": "test-list-item \(shown.status.cssClass)"])
        html.open("details")
        html.open("summary")
        html.append(TestBadge.badge(shown.status, ui: ui))
        html.text(" ")
        html.element("span", class: "test-title", text: test.title)
        html.close("summary")
        Listing.write(
          highlightedCode: shown.code, language: "swift",
          caption: TestRenderer.caption(of: test, lines: test.lines, ui: ui), extraClass: "test",
          footer: shown.footer, ui: ui, into: &html)
        TestRenderer.writeSharedBodyListing(of: shown, ui: ui, into: &html)
        html.close("details")
        html.close("li")
      }
    }
    html.text("\n")
    let tests = prepared.tests.map(\.test)
    return DirectiveOutput(
      html: html.fragment,
      searchText: prepared.searchText,
      anchors: prepared.tests.map(\.anchor),
      shownTests: ShownTests(listed: tests.map(\.reference)),
      testAnchors: Dictionary(
        prepared.tests.map { ($0.test.reference, $0.anchor) },
        uniquingKeysWith: { first, _ in first }))
  }

  /// The tests the REFs name, each once, in order, prepared; a REF naming none or naming a
  /// test shown in full is reported, and every such REF is.
  private func prepare(_ arguments: DirectiveArguments, in context: BuildContext) throws
    -> Prepared
  {
    var collector = DiagnosticCollector()
    var tests: [TestDefinition] = []
    for (text, location) in zip(arguments.words, arguments.wordLocations) {
      if let found = collector.capturing({ try resolve(text, at: location, in: context) }) {
        tests += found.filter { test in !tests.contains(test) }
      }
    }
    try collector.throwIfAny()
    let prepared = tests.map { PreparedTest($0, in: context) }
    return Prepared(
      tests: prepared,
      searchText: prepared.map { shown in
        "\(shown.test.title) \(shown.test.source) \(shown.sharedBody?.body.source ?? "")"
      }.joined(separator: "\n"))
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
