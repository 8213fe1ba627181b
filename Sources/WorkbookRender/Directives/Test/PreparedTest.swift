import WorkbookBase
import WorkbookBook

/// A test as its listing shows it in every edition of a page: its status, its listing's id, its
/// code highlighted, and the shared function it forwards to (``SharedBody``) with that code
/// highlighted. Prepared once per build (``BuildContext/preparedTests``), so an edition only
/// writes the words around it.
struct PreparedTest: Sendable {
  let test: TestDefinition
  let status: TestStatus
  /// The element id of the test's listing (``TestRenderer/anchor(for:)``).
  let anchor: String
  /// The test's source, highlighted.
  let code: HTMLFragment
  /// What the listing shows below the code: the failure messages of a failed test.
  let footer: HTMLFragment
  /// The function the test forwards to, and its source highlighted.
  let sharedBody: (body: SharedBody, code: HTMLFragment)?

  init(_ test: TestDefinition, in context: BuildContext) {
    self.test = test
    status = context.status(of: test)
    anchor = TestRenderer.anchor(for: test)
    code = context.highlighted.html(test.source, language: "swift")
    footer = TestBadge.details(status)
    sharedBody = context.catalog.sharedBody(of: test).map { body in
      (body, context.highlighted.html(body.source, language: "swift"))
    }
  }
}
