import WorkbookBase
import WorkbookBook

/// What a directive becomes on the page: HTML (built by an ``HTMLWriter``, so escaped) and the
/// plain text the search index should know it by.
public struct DirectiveOutput: Sendable {
  public var html: HTMLFragment
  public var searchText: String
  /// Element ids the HTML defines, so links to them pass the link check.
  public var anchors: [String]
  /// The tests the HTML shows in full and the tests it only lists, by
  /// ``TestDefinition/reference``, for the chapter's count of what it shows.
  public var shownTests: ShownTests
  /// The element id of each test whose listing the HTML shows, by its reference, so that the
  /// claims appendix can link to where a test is shown.
  public var testAnchors: [String: String]
  /// The source lines the HTML prints in full, so the book can show each listing once.
  public var shownSources: [ShownSource]
  /// What the HTML shows that prose beside it may describe, without what changes from one test
  /// run to the next (a test's mark): a translation of that prose is out of date once this
  /// changes. The search text unless the renderer says otherwise.
  public var evidence: String

  public init(
    html: HTMLFragment, searchText: String, anchors: [String] = [],
    shownTests: ShownTests = .init(), testAnchors: [String: String] = [:],
    shownSources: [ShownSource] = [], evidence: String? = nil
  ) {
    self.evidence = evidence ?? searchText
    self.shownSources = shownSources
    self.html = html
    self.searchText = searchText
    self.anchors = anchors
    self.shownTests = shownTests
    self.testAnchors = testAnchors
  }
}

/// Renders one kind of `{{#name …}}` directive standing alone on its line: a folder of
/// `Directives/` holding the renderer, and one line in ``DirectiveRegistry/standard``. The
/// chapter's walk knows no directive by name: it hands the registry every directive of the page
/// (``onPage(_:in:)``), then each directive, its arguments read against the renderer's
/// ``syntax``, to ``render(_:arguments:in:)``.
public protocol DirectiveRenderer: Sendable {
  /// The directive's name and the arguments it takes.
  static var syntax: DirectiveSyntax { get }

  /// This renderer for one page, which holds `directives` (every directive on it, of every
  /// name, in page order), before any of them renders: how a renderer learns what the rest of
  /// the page shows (`{{#tests}}` leaves out the tests `{{#test}}` shows in full there) or
  /// checks the page as a whole. A thrown diagnostic is reported, and the renderer as it was
  /// renders the page. The renderer itself unless it says otherwise.
  func onPage(_ directives: [Directive], in context: BuildContext) throws -> Self

  /// Renders `directive`, whose arguments ``syntax`` read as `arguments`, throwing a located
  /// ``Diagnostic`` for anything the author must fix.
  func render(_ directive: Directive, arguments: DirectiveArguments, in context: BuildContext)
    throws -> DirectiveOutput

  /// What `directive` adds to its chapter's ``ReadingTime``: a listing it shows in full, the
  /// words of prose it shows. Asked before any page renders, so `context.readingTimes` is still
  /// empty. Nothing unless the renderer says otherwise.
  func readingTime(
    of directive: Directive, arguments: DirectiveArguments, in context: BuildContext
  ) -> ReadingTime
}

extension DirectiveRenderer {
  public func onPage(_ directives: [Directive], in context: BuildContext) throws -> Self { self }

  public func readingTime(
    of directive: Directive, arguments: DirectiveArguments, in context: BuildContext
  ) -> ReadingTime {
    .zero
  }
}
