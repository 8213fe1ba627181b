import WorkbookBase
import WorkbookBook

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a directive renderer may read: the book, its source files, its tests and their recorded
/// results, its traces, claims and exercises. A value, in the language of the pages being
/// rendered; the file and test caches behind it are safe to share, so pages render in parallel.
public struct BuildContext: Sendable {
  public let root: URL
  public private(set) var book: Book
  public let files: SourceFiles
  public let catalog: TestCatalog
  public let results: TestResults
  /// The traces the last test runs recorded, for `{{#trace}}`.
  public let traces: TraceStore
  /// Claims by id, from the ledger.
  public private(set) var claims: [String: Claim]
  /// Exercises by name, from `chapters/exercises.ledger`.
  public private(set) var exercises: [String: Exercise]
  /// Each chapter file's exercises, in the order its page shows them.
  public private(set) var exercisesByChapter: [String: [Exercise]]
  /// The sources ledger's entries, in its order.
  public let sources: [BookSource]
  /// Each chapter file's ``ReadingTime``, measured before any page renders (empty until then).
  public private(set) var readingTimes: [String: ReadingTime]
  /// Listings' code as highlighted HTML, shared by every edition's pages.
  public let highlighted = HighlightedCode()
  /// What each `{{#test}}` shows, by its reference's bytes, prepared once for every edition's
  /// pages: the words around it are all an edition writes.
  let preparedTests = Memo<ExactText, PreparedTest>()
  /// What each `{{#tests}}` lists, by its REFs and the tests its page shows in full, prepared
  /// once for every edition's pages.
  let testLists = Memo<TestListRenderer.Key, TestListRenderer.Prepared>()
  /// What each `{{#plot}}` draws, by its data file, columns and scale, prepared once for every
  /// edition's pages.
  let plots = Memo<PlotRenderer.Key, PlotRenderer.Prepared>()
  /// What each `{{#exercise}}` shows whatever its prose's language, by the exercise's name,
  /// prepared once for every edition's pages.
  let preparedExercises = Memo<ExactText, ExerciseRenderer.Prepared>()
  /// Each exercise's number of known mistakes, by its mistakes ledger's path, read once for
  /// every edition's pages.
  private let mistakeCounts = Memo<String, Int>()
  /// The site's own words in the language of the pages being rendered.
  public private(set) var ui = UIText.english
  private let fingerprints: SourceHash.TargetFingerprints

  public init(
    root: URL, book: Book, results: TestResults, traces: TraceStore = TraceStore(),
    claims: [Claim], exercises: [Exercise] = [], files: SourceFiles? = nil,
    sources: [BookSource] = []
  ) {
    self.sources = sources
    self.readingTimes = [:]
    self.traces = traces
    self.root = root
    self.book = book
    self.files = files ?? SourceFiles(root: root)
    self.catalog = TestCatalog(root: root)
    self.results = results
    self.fingerprints = SourceHash.TargetFingerprints(root: root)
    self.claims = Dictionary(claims.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    self.exercises = Dictionary(
      exercises.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    self.exercisesByChapter = Dictionary(grouping: exercises, by: \.chapter)
  }

  /// This context with each chapter's reading time, measured on its Markdown before any page
  /// renders, a directive counting as its renderer in `registry` says.
  public func measuringReadingTimes(with registry: DirectiveRegistry) throws -> BuildContext {
    var measured = self
    for page in book.chapters {
      guard case .chapter(let file) = page.kind else { continue }
      let chapter = try files.parsed("chapters/\(file)", at: page.declaredAt)
      measured.readingTimes[file] = ReadingTime.measure(chapter) { directive in
        registry.readingTime(of: directive, in: self)
      }
    }
    return measured
  }

  /// How many known mistakes `exercise`'s mistakes ledger lists (``MistakeLedger``).
  func mistakeCount(of exercise: Exercise) throws -> Int {
    try mistakeCounts.value(for: exercise.mistakes) {
      try MistakeLedger.load(for: exercise, root: root).mistakes.count
    }
  }

  /// The status to show for `test` (with `argument`, for that one case of it), judged against
  /// the current sources.
  public func status(of test: TestDefinition, argument: String? = nil) -> TestStatus {
    results.status(of: test, argument: argument, currentHash: currentHash(of: test.target))
  }

  /// The ``SourceHash`` of `target`'s sources now, computed once per build (see ``Memo``).
  public func currentHash(of target: String) -> String {
    fingerprints.of(target: target)
  }

  /// This context for the pages of a translation: the book with its titles in that language,
  /// the claims and exercises with their prose in it (each field translated or English), and
  /// the site's words in it.
  public func translated(book: Book, claims: [Claim], exercises: [Exercise], ui: UIText)
    -> BuildContext
  {
    var context = self
    context.ui = ui
    context.book = book
    context.claims = Dictionary(
      claims.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    context.exercises = Dictionary(
      exercises.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    context.exercisesByChapter = Dictionary(grouping: exercises, by: \.chapter)
    return context
  }

  /// The source a claim names, when its `source:` begins with a sources-ledger id and a comma,
  /// and what the claim is about in that source (the rest of the field, possibly empty).
  public func namedSource(of claim: Claim) -> (source: BookSource, topic: String)? {
    guard let (id, topic) = Self.sourceReference(claim.source),
      let source = sources.first(where: { $0.id == id })
    else { return nil }
    return (source, topic)
  }

  /// A claim's `source:` field cut at its first comma into what may be a ledger id and the
  /// topic after it, each trimmed; leading commas are skipped, and a field of commas alone is
  /// nothing. Read on the bytes, a comma counting where it is a character of its own.
  static func sourceReference(_ field: String) -> (id: String, topic: String)? {
    let isComma = { (byte: UInt8) in byte == UInt8(ascii: ",") }
    let field = field[...].droppingBytes(field[...].byteCount(ofLeadingCharacters: isComma))
    guard !field.isEmpty else { return nil }
    let comma = field.droppingBytes(field.byteCount(beforeCharacter: isComma))
    return (
      field[..<comma.startIndex].trimmingSpaces,
      comma.isEmpty ? "" : comma.droppingBytes(1).trimmingSpaces
    )
  }

  /// The page that holds the claims appendix, if the book has one.
  var claimsPage: Page? { book.pages.first { $0.kind == .claims } }
}
