#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The results file, `.workbook/test-results.json`: for each test target, the outcome of every
/// test in its last recorded run and the ``SourceHash`` of the sources it ran against.
public struct TestResults: RecordedJSONFile, Sendable, Equatable {
  /// One target's last run.
  public struct TargetRun: Codable, Sendable, Equatable {
    public var sourceHash: String
    public var recordedAt: Date
    /// Outcomes by ``TestDefinition/key``.
    public var tests: [String: TestOutcome]
  }

  public static let path = ".workbook/test-results.json"
  public static let isIndented = true

  public var version = 1
  public var targets: [String: TargetRun] = [:]

  public init() {}

  /// Replaces the runs of every target in `results`, which ran against sources hashing to
  /// `hashes[target]`.
  public mutating func record(
    _ results: [EventStream.Result], hashes: [String: String], at date: Date
  ) {
    for (target, entries) in Dictionary(grouping: results, by: \.target) {
      var tests: [String: TestOutcome] = [:]
      for entry in entries {
        if let earlier = tests[entry.key] {
          let durations = [earlier.duration, entry.outcome.duration].compactMap { $0 }
          tests[entry.key] = TestOutcome(
            passed: earlier.passed && entry.outcome.passed,
            failures: earlier.failures + entry.outcome.failures,
            skipped: earlier.skipped && entry.outcome.skipped,
            duration: durations.isEmpty ? nil : durations.reduce(0, +),
            skipReason: earlier.skipReason ?? entry.outcome.skipReason,
            cases: entry.outcome.cases.map { (earlier.cases ?? [:]).merging($0) { $1 } }
              ?? earlier.cases)
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
  /// With `argument`, the status of that one case of a parameterised test.
  public func status(
    of test: TestDefinition, argument: String? = nil, currentHash: @autoclosure () -> String
  ) -> TestStatus {
    guard let run = targets[test.target], let whole = run.tests[test.key] else { return .notRun }
    let chosen = argument.map { whole.cases?[$0] } ?? whole
    guard let outcome = chosen else { return .notRun }
    let isCurrent = run.sourceHash == currentHash()
    if outcome.skipped { return isCurrent ? .skipped(outcome.skipReason) : .notRun }
    if !isCurrent { return .stale(wasPassing: outcome.passed) }
    return outcome.passed ? .passed : .failed(outcome.failures)
  }
}
