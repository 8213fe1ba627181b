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
    shownTests: ShownTests = .init(),
    testAnchors: [String: String] = [:], shownSources: [ShownSource] = [],
    evidence: String? = nil
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

/// Renders one kind of `{{#name …}}` directive standing alone on its line.
///
/// A later feature (exercises, diagrams, plots) adds a type conforming to this protocol and
/// registers it in ``DirectiveRegistry``; the Markdown walker never changes.
public protocol DirectiveRenderer: Sendable {
  /// The word after `{{#`.
  var name: String { get }
  /// Renders `directive`, throwing a located ``Diagnostic`` for anything the author must fix.
  func render(_ directive: Directive, in context: BuildContext) throws -> DirectiveOutput
}

/// The renderers a build knows, by directive name. An unknown name is a located error.
public struct DirectiveRegistry: Sendable {
  private var renderers: [String: any DirectiveRenderer] = [:]

  public init(_ renderers: [any DirectiveRenderer]) {
    for renderer in renderers { register(renderer) }
  }

  public mutating func register(_ renderer: any DirectiveRenderer) {
    renderers[renderer.name] = renderer
  }

  public var names: [String] { renderers.keys.sorted() }

  public func render(_ directive: Directive, in context: BuildContext) throws -> DirectiveOutput {
    guard let renderer = renderers[directive.name] else {
      throw Diagnostic(
        "unknown directive '\(directive.name)' (known: \(names.joined(separator: ", ")))",
        at: directive.location)
    }
    return try renderer.render(directive, in: context)
  }
}
