import WorkbookBase
import WorkbookBook

/// `{{#test TARGET/NAME}}` or `{{#test TARGET/Suite/NAME}}`: the test's source, highlighted and
/// captioned with its file, and its status in the last recorded run.
struct TestRenderer: DirectiveRenderer {
  static let syntax = DirectiveSyntax("test", words: [.required("TARGET/NAME")])

  /// A test shown in full, a listing.
  func readingTime(
    of directive: Directive, arguments: DirectiveArguments, in context: BuildContext
  ) -> ReadingTime {
    ReadingTime(words: 0, listings: 1)
  }

  /// Checks the page against the book's `full-tests-per-chapter`: reported at the first
  /// `{{#test}}` beyond it, with how many the chapter shows in full.
  func onPage(_ directives: [Directive], in context: BuildContext) throws -> TestRenderer {
    let inFull = directives.filter { $0.name == Self.syntax.name }
    guard let limit = context.book.fullTestsPerChapter, inFull.count > limit else { return self }
    throw Diagnostic(
      "this chapter shows \(inFull.count) tests in full, more than the \(limit) that 'full-tests-per-chapter' in \(context.book.tableOfContentsPath) allows (this is test \(limit + 1)); keep one test per idea and list the rest with {{#tests …}}",
      at: inFull[limit].location)
  }

  func render(_ directive: Directive, arguments: DirectiveArguments, in context: BuildContext)
    throws -> DirectiveOutput
  {
    let prepared = try Self.prepared(
      arguments.words[0], at: arguments.wordLocations[0], in: context)
    let test = prepared.test
    let ui = context.ui
    let caption = HTMLFragment { html in
      html.append(TestBadge.badge(prepared.status, ui: ui))
      html.text(" ")
      html.append(Self.caption(of: test, lines: test.lines, ui: ui))
    }
    // Only the first listing of a test on a page carries its id, so ids stay unique.
    let isFirstOnPage = directive.occurrence == 0
    let html = HTMLFragment { html in
      Listing.write(
        highlightedCode: prepared.code, language: "swift", caption: caption,
        id: isFirstOnPage ? prepared.anchor : nil,
        extraClass: "test \(prepared.status.cssClass)", footer: prepared.footer, ui: ui,
        into: &html)
      Self.writeSharedBodyListing(of: prepared, ui: ui, into: &html)
    }
    return DirectiveOutput(
      html: html,
      searchText: test.source + (prepared.sharedBody.map { "\n" + $0.body.source } ?? ""),
      anchors: isFirstOnPage ? [prepared.anchor] : [],
      shownTests: ShownTests(inFull: [test.reference]),
      testAnchors: isFirstOnPage ? [test.reference: prepared.anchor] : [:],
      shownSources: [
        ShownSource(path: test.path, lines: Array(test.lines), location: directive.location)
      ])
  }

  /// The test `reference` (`TARGET/NAME`, written at `location`) names, prepared once per build
  /// for every page and edition that shows it or asks what it names.
  static func prepared(_ reference: String, at location: SourceLocation, in context: BuildContext)
    throws(Diagnostic) -> PreparedTest
  {
    try context.preparedTests.value(for: ExactText(reference)) { () throws(Diagnostic) in
      PreparedTest(
        try context.catalog.resolve(TestReference(parsing: reference, at: location)), in: context)
    }
  }

  /// The listing of the shared function a forwarding test runs (see ``SharedBody``), captioned
  /// with the call and where the function lives; nothing for a test that does its own work.
  static func writeSharedBodyListing(
    of test: PreparedTest, ui: UIText, into html: inout HTMLWriter
  ) {
    guard let (body, code) = test.sharedBody else { return }
    let caption = HTMLFragment { html in
      html.message(
        ui("which runs {call}, in {file}, {lines}"),
        [
          "call": .code(body.call), "file": .code(body.path),
          "lines": .text(Listing.lineSpan(body.lines, ui: ui)),
        ])
    }
    Listing.write(
      highlightedCode: code, language: "swift", caption: caption, extraClass: "test shared-body",
      ui: ui, into: &html)
  }

  /// "test `REF` in `PATH`, lines 4–9", as HTML in the page's language.
  static func caption(of test: TestDefinition, lines: ClosedRange<Int>, ui: UIText) -> HTMLFragment
  {
    HTMLFragment { html in
      html.message(
        ui("test {test} in {file}, {lines}"),
        [
          "test": .code(test.reference), "file": .code(test.path),
          "lines": .text(Listing.lineSpan(lines, ui: ui)),
        ])
    }
  }

  /// The element id a test's listing gets, so claims can link to it: the slug of its reference,
  /// whose `/` joins words with `-` as a `-` would.
  static func anchor(for test: TestDefinition) -> String {
    "test-" + Slug.make(test.reference)
  }
}
