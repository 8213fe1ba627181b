/// `{{#test TARGET/NAME}}` or `{{#test TARGET/Suite/NAME}}`: the test's source, highlighted and
/// captioned with its file, and its status in the last recorded run.
struct TestRenderer: DirectiveRenderer {
  let name = "test"

  func render(_ directive: Directive, in context: BuildContext) throws -> DirectiveOutput {
    let reference = try TestReference(
      parsing: directive.arguments, at: directive.argumentsLocation)
    let test = try context.catalog.resolve(reference)
    let status = context.status(of: test)
    let caption =
      "\(TestBadge.badge(status)) test <code>\(HTML.escape(test.reference))</code> in <code>\(HTML.escape(test.path))</code>, \(Listing.lineSpan(test.lines))"
    let anchor = TestRenderer.anchor(for: test)
    // Only the first listing of a test on a page carries its id, so ids stay unique.
    let isFirstOnPage = directive.occurrence == 0
    let html = Listing.html(
      code: test.source, language: "swift", caption: caption, id: isFirstOnPage ? anchor : nil,
      extraClass: "test \(status.cssClass)", footer: TestBadge.details(status))
    return DirectiveOutput(
      html: html, searchText: test.source, anchors: isFirstOnPage ? [anchor] : [],
      shownTests: ShownTests(inFull: [test.reference]),
      testAnchors: isFirstOnPage ? [test.reference: anchor] : [:])
  }

  /// The element id a test's listing gets, so claims can link to it: the slug of its reference,
  /// whose `/` joins words with `-` as a `-` would.
  static func anchor(for test: TestDefinition) -> String {
    "test-" + Slug.make(test.reference)
  }
}
