#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The results file, `.workbook/test-results.json`: for each test target, the outcome of every
/// test in its last recorded run and the ``SourceHash`` of the sources it ran against.
public struct TestResults: Codable, Sendable, Equatable {
  /// One target's last run.
  public struct TargetRun: Codable, Sendable, Equatable {
    public var sourceHash: String
    public var recordedAt: Date
    /// Outcomes by ``TestDefinition/key``.
    public var tests: [String: TestOutcome]
  }

  public static let path = ".workbook/test-results.json"

  public var version = 1
  public var targets: [String: TargetRun] = [:]

  public init() {}

  /// Loads the results file under `root`, or empty results when there is none yet.
  public static func load(root: URL) throws -> TestResults {
    let url = root.appending(path: path)
    guard let data = FileManager.default.contents(atPath: url.path) else { return TestResults() }
    do {
      return try JSONDecoder.results.decode(TestResults.self, from: data)
    } catch {
      throw Diagnostic(
        "cannot read \(path) (\(error)); delete it and run 'workbook test'", at: nil)
    }
  }

  public func save(root: URL) throws {
    let url = root.appending(path: Self.path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    try encoder.encode(self).write(to: url, options: .atomic)
  }

  /// Replaces the runs of every target in `results`, which ran against sources hashing to
  /// `hashes[target]`.
  public mutating func record(
    _ results: [EventStream.Result], hashes: [String: String], at date: Date
  ) {
    for (target, entries) in Dictionary(grouping: results, by: \.target) {
      var tests: [String: TestOutcome] = [:]
      for entry in entries {
        if let earlier = tests[entry.key] {
          tests[entry.key] = TestOutcome(
            passed: earlier.passed && entry.outcome.passed,
            failures: earlier.failures + entry.outcome.failures,
            skipped: earlier.skipped && entry.outcome.skipped)
        } else {
          tests[entry.key] = entry.outcome
        }
      }
      targets[target] = TargetRun(
        sourceHash: hashes[target] ?? "", recordedAt: date, tests: tests)
    }
  }

  /// The status of `test` given the hash of its target's current sources, which is computed
  /// only for a test with a recorded outcome: hashing a target reads all of its sources.
  public func status(of test: TestDefinition, currentHash: @autoclosure () -> String)
    -> TestStatus
  {
    guard let run = targets[test.target], let outcome = run.tests[test.key], !outcome.skipped else {
      return .notRun
    }
    if run.sourceHash != currentHash() { return .stale(wasPassing: outcome.passed) }
    return outcome.passed ? .passed : .failed(outcome.failures)
  }
}

extension JSONDecoder {
  fileprivate static var results: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
