import WorkbookBase
import WorkbookBook
import WorkbookRender

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Runs `swift test` for the whole package or one chapter's test target, and records each test's
/// outcome against the hash of the sources it ran on: Swift Testing's from its event stream,
/// XCTest's from its console output (``XCTestLog``), read as it is printed.
public struct TestRunner {
  public let root: URL
  /// The command that runs the tests, before its arguments: `swift test`, found on the `PATH`.
  public var command: [String]
  /// Called with a line of progress.
  public var progress: (String) -> Void
  /// Whether what `swift test` prints is shown as it runs (it is read either way).
  public var showsOutput = true

  public init(
    root: URL, command: [String] = ["swift", "test"],
    progress: @escaping (String) -> Void = { _ in }
  ) {
    self.root = root
    self.command = command
    self.progress = progress
  }

  /// What a run found.
  public struct Summary: Sendable {
    public var passed: Int
    public var failed: Int
    public var targets: [String]
    /// Whether `swift test` itself exited with success.
    public var succeeded: Bool
  }

  /// The test target a `workbook test` argument names: a chapter file (`01-raw-kvo.md` or
  /// `01-raw-kvo`) with a `tests:` target, or a test target's name.
  public static func target(for argument: String, in book: Book) throws -> String {
    let stem = argument.hasSuffix(".md") ? String(argument.dropLast(3)) : argument
    if let page = book.pages.first(where: { $0.kind == .chapter(file: stem + ".md") }) {
      guard let target = page.testTarget else {
        throw Diagnostic(
          "chapter '\(stem).md' lists no test target ('tests:')", at: page.declaredAt)
      }
      return target
    }
    if book.pages.contains(where: { $0.testTarget == argument }) { return argument }
    let known = book.pages.compactMap { page -> String? in
      guard case .chapter(let file) = page.kind, page.testTarget != nil else { return nil }
      return String(file.dropLast(3))
    }
    let hint =
      known.isEmpty
      ? "no chapter lists a test target yet"
      : "chapters with tests: \(known.joined(separator: ", "))"
    throw Diagnostic("no chapter or test target '\(argument)' (\(hint))", at: nil)
  }

  /// The folders under `Tests/`, each a test target.
  private func testTargetDirectories() -> [String] {
    let tests = root.appending(path: "Tests")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? []
    return names.filter { TestCatalog(root: root).hasTarget($0) }.sorted()
  }

  /// Runs the tests (all of them when `target` is nil), records the results, and returns a summary.
  /// A run in which no test ran is an error.
  public func run(target: String?) throws -> Summary {
    let candidates = target.map { [$0] } ?? testTargetDirectories()
    let fingerprints = SourceHash.TargetFingerprints(root: root)
    var hashes = Dictionary(
      uniqueKeysWithValues: candidates.map { ($0, fingerprints.of(target: $0)) })
    let scratch = try ScratchFolder(for: "test")
    defer { scratch.remove() }
    let streamURL = scratch.url.appending(path: "events.jsonl")
    var arguments = [
      "--event-stream-output-path", streamURL.path, "--event-stream-version", "0",
    ]
    if let target { arguments += ["--filter", "^\(target)\\."] }
    let traceDirectory = scratch.url.appending(path: "traces")
    progress("Running: \((command + arguments).joined(separator: " "))")
    let root = root
    var log = XCTestLog { TraceStore.relativePath(of: $0, under: root) ?? $0 }
    let status = try ChildProcess.runReadingOutput(
      command + arguments, in: root.path,
      environment: ["WORKBOOK_TRACE_DIR": traceDirectory.path], echo: showsOutput
    ) { log.read($0) }

    let data = FileManager.default.contents(atPath: streamURL.path) ?? Data()
    let xcTest = XCTestTargets.place(
      log.finish(), ranAlone: target, among: testTargetDirectories(),
      catalog: TestCatalog(root: root))
    if !xcTest.unplaced.isEmpty {
      progress(
        "Not recorded: \(xcTest.unplaced.joined(separator: ", ")) (XCTest's log here names no test target, and not exactly one target's sources declare these; 'workbook test TARGET' records one target's)"
      )
    }
    let results = try EventStream.parse(data) + xcTest.results
    guard !results.isEmpty else {
      if status != 0 {
        throw Diagnostic(
          "swift test failed before any test ran (exit status \(status))",
          at: nil)
      }
      throw Diagnostic("no test ran\(target.map { " for test target '\($0)'" } ?? "")", at: nil)
    }
    let targets = Set(results.map(\.target)).sorted()
    for name in targets where hashes[name] == nil {
      hashes[name] = fingerprints.of(target: name)
    }
    var stored = try TestResults.load(root: root)
    stored.record(results, hashes: hashes, at: Date())
    try stored.save(root: root)
    var traces = try TraceStore.load(root: root)
    traces.record(directory: traceDirectory, root: root, ran: targets, hashes: hashes)
    try traces.save(root: root)
    let failed = results.filter { !$0.outcome.passed && !$0.outcome.skipped }.count
    return Summary(
      passed: results.filter(\.outcome.passed).count, failed: failed, targets: targets,
      succeeded: status == 0)
  }
}
