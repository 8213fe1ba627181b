import WorkbookBase
import WorkbookBook

/// A page's content after rendering, before it is put in the template, with what the site needs
/// from it: its headings for the on-page contents, its anchors and links for the link check, and
/// its sections for search.
struct RenderedPage: Sendable {
  /// A heading and the anchor it was given.
  struct Heading: Sendable {
    var level: Int
    var text: String
    var anchor: String
  }

  /// A link to check once every page's anchors are known; `target` is the rewritten address.
  struct Link: Sendable {
    var target: String
    var location: SourceLocation
  }

  var page: Page
  var contentHTML: String
  var headings: [Heading]
  var anchors: Set<String>
  var links: [Link]
  var sections: [SearchSection]
  /// The statuses of the chapter's test target, for its tally; nil for a page without one.
  var tally: [TestStatus]?
  /// The tests the page shows in full and those it lists.
  var shownTests = ShownTests()
  /// The element id of each test the page shows, by the test's reference.
  var testAnchors: [String: String] = [:]
  /// The source lines the page prints in full, in page order.
  var shownSources: [ShownSource] = []
  /// What rendering left out or worked around (a DocC directive the generator does not
  /// support), reported without failing the build.
  var warnings: [Diagnostic] = []
  /// Files the page shows as images beside `chapters/images` (a DocC catalogue's), by their
  /// path under the site's `images/` folder, with the file each is copied from.
  var images: [String: String] = [:]
  /// A fingerprint of what each directive shows (``DirectiveOutput/evidence``), by the line it
  /// stands on: what a translated block beside it depends on.
  var directiveEvidence: [Int: String] = [:]
}
