import WorkbookBase

/// Reads XCTest's console output, as `swift test` prints it, into one outcome per test, line by
/// line as the run goes.
///
/// XCTest writes no results file of its own on Linux (`swift test --xunit-output` writes XCTest's
/// only with `--parallel`, one process per test, and there keeps neither the assertion's message
/// nor its location, and records a skip as a pass), so its log is the record. It comes in two
/// spellings, read alike:
///
/// - swift-corelibs-xctest (Linux, Windows): `Test Case 'Class.testName' started at …`, then
///   `Test Case 'Class.testName' passed (0.002 seconds)` (or `failed`, `skipped`); an issue is
///   `PATH:LINE: error: Class.testName : MESSAGE`, a skip `PATH:LINE: Class.testName : Test
///   skipped - REASON`. The module is not named.
/// - Apple's XCTest: the same records with the test spelled `-[Module.Class testName]`, and a
///   full stop after `(0.002 seconds)`.
///
/// An issue's message runs over several lines inside a value XCTest quoted (``XCTestMessage``,
/// `XCTAssertEqual` on two multi-line strings), and in the test's own words after the values
/// (a diff passed to `XCTFail`), which take the following lines up to XCTest's next record or a
/// crash's report, what the test prints meanwhile included, since nothing tells the two apart.
/// A test that started and never ended stopped the process: it failed, after the issues it had
/// recorded, with the Swift runtime's report of the trap printed meanwhile (`FILE:LINE: Fatal
/// error: …`, `Precondition failed`, `Assertion failed`), if any.
public struct XCTestLog {
  /// One test's outcome as the log names it.
  public struct Case: Sendable, Hashable {
    /// The module, where the log names it (Apple's XCTest).
    public var module: String?
    public var className: String
    public var name: String
    public var outcome: TestOutcome
    /// The files its issues and skip were recorded in, relative to the book's root where they
    /// lie inside it.
    public var issueFiles: [String]
  }

  /// The longest message kept for one issue, in lines; the rest is counted, not kept.
  static let messageLineLimit = 60

  /// Makes a path printed in the log relative to the book's root where it lies inside it.
  private let relativePath: (String) -> String
  private(set) var cases: [Case] = []
  private var running: Running?

  /// The test between its `started` and its end.
  private struct Running {
    /// The test as the log spells it, `Class.testName` or `-[Module.Class testName]`.
    var spelling: String
    var module: String?
    var className: String
    var name: String
    var issues: [Issue] = []
    var skipReason: String?
    var issueFiles: [String] = []
    var fatalError: String?
  }

  private struct Issue {
    var lines: [Substring]
    var location: String?
    /// Whether the message stops inside a value XCTest quoted, so the next line is surely its
    /// (``XCTestMessage/continues(_:)``).
    var continues: Bool
    /// Whether the message ends in the test's own words, which may go on over the next lines
    /// (``XCTestMessage/endsInOwnWords(_:)``).
    var inOwnWords: Bool
    var droppedLines = 0

    init(lines: [Substring], location: String?) {
      self.lines = lines
      self.location = location
      continues = false
      inOwnWords = false
      judgeWhereTheMessageGoes()
    }

    /// Adds the message's next line, or counts it past the limit.
    mutating func append(_ line: Substring) {
      if lines.count < XCTestLog.messageLineLimit {
        lines.append(line)
        if !inOwnWords { judgeWhereTheMessageGoes() }
      } else {
        droppedLines += 1
      }
    }

    /// Sets ``continues`` and ``inOwnWords`` from the lines read so far.
    private mutating func judgeWhereTheMessageGoes() {
      let message = lines.joined(separator: "\n")
      continues = XCTestMessage.continues(message)
      inOwnWords = !continues && XCTestMessage.endsInOwnWords(message)
    }

    var text: String {
      var text = lines.joined(separator: "\n")
      if droppedLines > 0 { text += "\n… (\(droppedLines) more lines)" }
      if let location { text += " (\(location))" }
      return text
    }
  }

  public init(relativePath: @escaping (String) -> String = { $0 }) {
    self.relativePath = relativePath
  }

  /// Reads one line of the log, without its newline.
  public mutating func read(_ line: Substring) {
    if let record = Self.testCaseRecord(line) {
      switch record.event {
      case "started":
        finishRunning(endedBy: nil)
        running = Self.parse(spelling: record.test)
      default:
        if running?.spelling == String(record.test) {
          finishRunning(endedBy: (record.event, Self.duration(in: record.rest)))
        }
      }
      return
    }
    guard var test = running else { return }
    if let (location, message) = Self.issue(in: line, of: test.spelling) {
      test.issues.append(Issue(lines: [message], location: location.map { locationText($0) }))
      if let file = location?.file { test.issueFiles.append(relativePath(file)) }
    } else if let (location, reason) = Self.skip(in: line, of: test.spelling) {
      test.skipReason = reason
      if let file = location?.file { test.issueFiles.append(relativePath(file)) }
    } else if let last = test.issues.indices.last, test.issues[last].continues {
      // XCTest writes a description in one piece, so a value it left open takes the next line
      // even when that line reads like a crash.
      test.issues[last].append(line)
    } else if Self.isRuntimeFailure(line) {
      if test.fatalError == nil { test.fatalError = String(line) }
      // What follows a crash's report (the backtrace) is no message.
      if let last = test.issues.indices.last { test.issues[last].inOwnWords = false }
    } else if let last = test.issues.indices.last, test.issues[last].inOwnWords {
      test.issues[last].append(line)
    }
    running = test
  }

  /// The outcomes, once the log has ended; a test still running then stopped the process.
  public mutating func finish() -> [Case] {
    finishRunning(endedBy: nil)
    return cases
  }

  private mutating func finishRunning(endedBy end: (event: Substring, duration: Double?)?) {
    guard let test = running else { return }
    running = nil
    var failures = test.issues.map(\.text)
    let event = end?.event
    if end == nil {
      failures.append(
        "the test process stopped during this test" + (test.fatalError.map { ": \($0)" } ?? ""))
    } else if event == "failed", failures.isEmpty {
      failures.append("failed")
    }
    let skipped = event == "skipped"
    cases.append(
      Case(
        module: test.module, className: test.className, name: test.name,
        outcome: TestOutcome(
          passed: event == "passed" && failures.isEmpty, failures: skipped ? [] : failures,
          skipped: skipped, duration: end?.duration,
          skipReason: skipped ? test.skipReason : nil),
        issueFiles: test.issueFiles))
  }

  /// `PATH:LINE` with the path made relative to the book where it can be.
  private func locationText(_ location: (file: String, line: Int)) -> String {
    "\(relativePath(location.file)):\(location.line)"
  }

  /// `Test Case 'NAME' EVENT REST`: the test as spelled, the event word, and what follows it.
  private static func testCaseRecord(_ line: Substring) -> (
    test: Substring, event: Substring, rest: Substring
  )? {
    let prefix = "Test Case '"
    guard line.hasPrefix(prefix) else { return nil }
    let afterPrefix = line.dropFirst(prefix.count)
    guard let quote = afterPrefix.firstRange(of: "' ") else { return nil }
    let test = afterPrefix[..<quote.lowerBound]
    let tail = afterPrefix[quote.upperBound...]
    let event = tail.prefix { $0 != " " && $0 != "." }
    guard ["started", "passed", "failed", "skipped"].contains(event) else { return nil }
    return (test, event, tail.dropFirst(event.count))
  }

  /// The seconds in ` (0.002 seconds)`.
  private static func duration(in rest: Substring) -> Double? {
    guard let open = rest.firstIndex(of: "("), let end = rest.firstRange(of: " seconds)") else {
      return nil
    }
    return Double(rest[rest.index(after: open)..<end.lowerBound])
  }

  /// `Class.testName` or `-[Module.Class testName]` taken apart.
  private static func parse(spelling: Substring) -> Running {
    if spelling.hasPrefix("-["), spelling.hasSuffix("]"),
      let space = spelling.firstIndex(of: " ")
    {
      let qualified = spelling[spelling.index(spelling.startIndex, offsetBy: 2)..<space]
      let parts = qualified.split(separator: ".")
      return Running(
        spelling: String(spelling), module: parts.count > 1 ? String(parts[0]) : nil,
        className: String(parts.last ?? qualified),
        name: String(
          spelling[spelling.index(after: space)..<spelling.index(before: spelling.endIndex)]))
    }
    let dot = spelling.lastIndex(of: ".") ?? spelling.startIndex
    let className = spelling[..<dot].split(separator: ".").last.map(String.init) ?? ""
    return Running(
      spelling: String(spelling), module: nil, className: className,
      name: String(spelling[spelling.index(after: dot)...]))
  }

  /// The words the Swift runtime starts its report of a trap with (`_assertionFailure` in the
  /// standard library's `Assert.swift`): `fatalError`, a precondition, an assertion.
  private static let runtimeFailures = ["Fatal error", "Precondition failed", "Assertion failed"]

  /// `[FILE:LINE: ]Fatal error[: MESSAGE]` and its kin, the runtime's last words before a trap.
  private static func isRuntimeFailure(_ line: Substring) -> Bool {
    runtimeFailures.contains { words in
      line.hasPrefix(words + ": ") || line == words || line.contains(": \(words): ")
        || line.hasSuffix(": \(words)")
    }
  }

  /// `PATH:LINE: error: TEST : MESSAGE`: where the issue was recorded (nil for XCTest's
  /// `<EXPR>:0`, an error thrown out of the test) and its message's first line.
  private static func issue(in line: Substring, of test: String) -> (
    location: (file: String, line: Int)?, message: Substring
  )? {
    guard let marker = line.firstRange(of: ": error: \(test) : ") else { return nil }
    return (location(line[..<marker.lowerBound]), line[marker.upperBound...])
  }

  /// `PATH:LINE: TEST : Test skipped[: EXPLANATION][ - MESSAGE]`, as XCTest's `XCTSkip` writes
  /// its summary: `XCTSkip("m")` gives ` - m`, `XCTSkipIf(true, "m")` gives
  /// `: required false value but got true - m`. The reason is the whole of what follows.
  private static func skip(in line: Substring, of test: String) -> (
    location: (file: String, line: Int)?, reason: String?
  )? {
    guard let marker = line.firstRange(of: ": \(test) : Test skipped") else { return nil }
    let rest = line[marker.upperBound...]
    let reason =
      rest.hasPrefix(" - ")
      ? String(rest.dropFirst(3))
      : rest.hasPrefix(": ") ? String(rest.dropFirst(2)) : nil
    return (location(line[..<marker.lowerBound]), reason)
  }

  /// `PATH:LINE` taken apart; nil for a line number of 0 or none.
  private static func location(_ text: Substring) -> (file: String, line: Int)? {
    guard let colon = text.lastIndex(of: ":"), let line = Int(text[text.index(after: colon)...]),
      line > 0
    else { return nil }
    return (String(text[..<colon]), line)
  }
}
