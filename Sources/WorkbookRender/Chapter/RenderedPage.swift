import WorkbookBase
import WorkbookBook

/// A page's content after rendering, before it is put in the template, with what the site needs
/// from it: its headings for the on-page contents, its anchors and links for the link check, and
/// its sections for search.
public struct RenderedPage: Sendable {
  /// A heading and the anchor it was given.
  public struct Heading: Sendable {
    public var level: Int
    public var text: String
    public var anchor: String

    public init(level: Int, text: String, anchor: String) {
      self.level = level
      self.text = text
      self.anchor = anchor
    }
  }

  /// A link to check once every page's anchors are known; `target` is the rewritten address.
  public struct Link: Sendable {
    public var target: String
    public var location: SourceLocation

    public init(target: String, location: SourceLocation) {
      self.target = target
      self.location = location
    }
  }

  public var page: Page
  /// The page's content, what the template's `{{content}}` slot shows.
  public var content: HTMLFragment
  public var headings: [Heading]
  public var anchors: Set<String>
  public var links: [Link]
  public var sections: [SearchSection]
  /// The statuses of the chapter's test target, for its tally; nil for a page without one.
  public var tally: [TestStatus]?
  /// The tests the page shows in full and those it lists.
  public var shownTests = ShownTests()
  /// The element id of each test the page shows, by the test's reference.
  public var testAnchors: [String: String] = [:]
  /// The source lines the page prints in full, in page order.
  public var shownSources: [ShownSource] = []
  /// What rendering left out or worked around (a DocC directive the generator does not
  /// support), reported without failing the build.
  public var warnings: [Diagnostic] = []
  /// Files the page shows as images beside `chapters/images` (a DocC catalogue's), by their
  /// path under the site's `images/` folder, with the file each is copied from.
  public var images: [String: String] = [:]
  /// A fingerprint of what each directive shows (``DirectiveOutput/evidence``), by the line it
  /// stands on: what a translated block beside it depends on. An English page's only; a
  /// translated page has none.
  public var directiveEvidence: [Int: String] = [:]

  public init(
    page: Page, content: HTMLFragment, headings: [Heading], anchors: Set<String>, links: [Link],
    sections: [SearchSection], tally: [TestStatus]?, shownTests: ShownTests = ShownTests(),
    testAnchors: [String: String] = [:], shownSources: [ShownSource] = [],
    warnings: [Diagnostic] = [], images: [String: String] = [:],
    directiveEvidence: [Int: String] = [:]
  ) {
    self.page = page
    self.content = content
    self.headings = headings
    self.anchors = anchors
    self.links = links
    self.sections = sections
    self.tally = tally
    self.shownTests = shownTests
    self.testAnchors = testAnchors
    self.shownSources = shownSources
    self.warnings = warnings
    self.images = images
    self.directiveEvidence = directiveEvidence
  }
}
