#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Everything a build shares between pages and hands to directive renderers: the book, its source
/// files, its tests and their recorded results, its claims, and the page being rendered.
public final class BuildContext {
  public let root: URL
  public let book: Book
  public let files: SourceFiles
  public let catalog: TestCatalog
  public let results: TestResults
  /// The traces the last test runs recorded, for `{{#trace}}`.
  public let traces: TraceStore
  /// Claims by id, from the ledger.
  public let claims: [String: Claim]
  /// Exercises by id, from `chapters/exercises.ledger`.
  public let exercises: [String: Exercise]
  /// The tests the page being rendered shows in full, by ``TestDefinition/reference``, so a
  /// `{{#tests Suite}}` list on it leaves them out.
  public internal(set) var testsInFullOnPage: Set<String> = []
  private var hashes: [String: String] = [:]
  private lazy var fingerprints = SourceHash.TargetFingerprints(root: root)

  init(
    root: URL, book: Book, results: TestResults, traces: TraceStore = TraceStore(),
    claims: [Claim], exercises: [Exercise] = []
  ) {
    self.traces = traces
    self.root = root
    self.book = book
    self.files = SourceFiles(root: root)
    self.catalog = TestCatalog(root: root)
    self.results = results
    self.claims = Dictionary(claims.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    self.exercises = Dictionary(
      exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The status to show for `test`, judged against the current sources.
  public func status(of test: TestDefinition) -> TestStatus {
    results.status(of: test, currentHash: currentHash(of: test.target))
  }

  /// The ``SourceHash`` of `target`'s sources now, computed once per build.
  public func currentHash(of target: String) -> String {
    if let known = hashes[target] { return known }
    let hash = fingerprints.of(target: target)
    hashes[target] = hash
    return hash
  }

  /// The page that holds the claims appendix, if the book has one.
  var claimsPage: Page? { book.pages.first { $0.kind == .claims } }
}
