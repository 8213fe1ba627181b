import WorkbookBase

/// What one test did in a recorded run.
public struct TestOutcome: Codable, Sendable, Hashable {
  public var passed: Bool
  /// The failure messages of its recorded issues, in order; empty when it passed.
  public var failures: [String]
  /// Whether the run skipped it (a disabled test, or XCTest's `XCTSkip`).
  public var skipped: Bool
  /// How long it took, in seconds, where the run says (XCTest's log does).
  public var duration: Double?
  /// Why it was skipped, where the run says (`XCTSkip("reason")`).
  public var skipReason: String?
  /// A parameterised test's outcome for each of its arguments, by the argument's description
  /// (`testDescription`, for an argument that is `CustomTestStringConvertible`); nil for a test
  /// without arguments.
  public var cases: [String: TestOutcome]?

  public init(
    passed: Bool, failures: [String] = [], skipped: Bool = false, duration: Double? = nil,
    skipReason: String? = nil, cases: [String: TestOutcome]? = nil
  ) {
    self.passed = passed
    self.failures = failures
    self.skipped = skipped
    self.duration = duration
    self.skipReason = skipReason
    self.cases = cases
  }
}

/// What the page says about an embedded test.
public enum TestStatus: Sendable, Hashable {
  case passed
  case failed([String])
  /// The last run of the current sources skipped it (a disabled test, `XCTSkip`), for the
  /// reason given, if any.
  case skipped(String?)
  /// No recorded run of the current sources includes this test.
  case notRun
  /// The last result was recorded against sources that have changed since.
  case stale(wasPassing: Bool)

  /// The word shown in a test's badge, also its CSS class.
  public var label: String {
    switch self {
    case .passed: "passed"
    case .failed: "failed"
    case .skipped: "skipped"
    case .notRun: "not run"
    case .stale: "stale"
    }
  }

  /// Whether this is a result of the current sources (passed, failed or skipped).
  public var isCurrent: Bool {
    switch self {
    case .passed, .failed, .skipped: true
    case .notRun, .stale: false
    }
  }

  public var cssClass: String { label.replacingBytes(of: " ", with: "-") }
}
