import Foundation
import Testing

@testable import WorkbookBook

/// XCTest's console output read into outcomes: from `swift test` runs captured on Linux
/// (`Fixtures/XCTestLogs`, the mixed fixture package's tests as they were at the time), and from
/// Apple's spelling of the same records.
@Suite struct XCTestLogTests {
  /// The captured run happened in `/tmp/xct-exp`; paths under it are the book's.
  static func read(_ name: String) throws -> [String: XCTestLog.Case] {
    let text = try String(
      contentsOf: FixtureBook.fixtures.appending(path: "XCTestLogs/\(name)"), encoding: .utf8)
    var log = XCTestLog { path in
      path.hasPrefix("/tmp/xct-exp/") ? String(path.dropFirst("/tmp/xct-exp/".count)) : path
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) { log.read(line) }
    return Dictionary(
      log.finish().map { ("\($0.className).\($0.name)", $0) }, uniquingKeysWith: { $1 })
  }

  @Test func passesWithTheirDurations() throws {
    let cases = try Self.read("linux-mixed-package.txt")
    #expect(cases.count == 9)
    let async = try #require(cases["ArithmeticTests.testAsync"])
    #expect(async.module == nil)
    #expect(async.outcome == TestOutcome(passed: true, duration: 0.002))
    #expect(cases["DerivedTests.testThroughTheBase"]?.outcome.passed == true)
    #expect(cases["ArithmeticTests.testInExtension"]?.outcome.passed == true)
  }

  @Test func aFailureKeepsItsMessageAndWhereItWasRecorded() throws {
    let cases = try Self.read("linux-mixed-package.txt")
    let failed = try #require(cases["ArithmeticTests.testTwiceFails"])
    #expect(!failed.outcome.passed)
    #expect(
      failed.outcome.failures == [
        "XCTAssertEqual failed: (\"4\") is not equal to (\"5\") - two twice is four (Tests/MixTests/ArithmeticTests.swift:12)"
      ])
    #expect(failed.issueFiles == ["Tests/MixTests/ArithmeticTests.swift"])
    #expect(
      cases["ArithmeticTests.testTwoFailures"]?.outcome.failures == [
        "failed - first (Tests/MixTests/ArithmeticTests+More.swift:11)",
        "failed - second (Tests/MixTests/ArithmeticTests+More.swift:12)",
      ])
  }

  @Test func aMessageOverSeveralLinesIsKeptWhole() throws {
    let cases = try Self.read("linux-mixed-package.txt")
    #expect(
      cases["ArithmeticTests.testMultilineMessage"]?.outcome.failures == [
        "XCTAssertEqual failed: (\"one\ntwo\") is not equal to (\"one\nthree\") - the second line differs (Tests/MixTests/ArithmeticTests.swift:30)"
      ])
  }

  @Test func anErrorThrownOutOfATestHasNoPlace() throws {
    let cases = try Self.read("linux-mixed-package.txt")
    #expect(cases["ArithmeticTests.testThrows"]?.outcome.failures == ["threw error \"Oops()\""])
  }

  @Test func aSkipKeepsItsReason() throws {
    let skipped = try #require(
      try Self.read("linux-mixed-package.txt")["ArithmeticTests.testSkipped"])
    #expect(
      skipped.outcome
        == TestOutcome(
          passed: false, skipped: true, duration: 0, skipReason: "not on this platform"))
  }

  @Test func aTestDuringWhichTheProcessCrashedFailedWithTheFatalError() throws {
    let cases = try Self.read("linux-crash.txt")
    #expect(cases["CrashTests.testPassesFirst"]?.outcome.passed == true)
    #expect(
      cases["CrashTests.testTraps"]?.outcome
        == TestOutcome(
          passed: false,
          failures: [
            "the test process stopped during this test: Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"
          ]))
  }

  /// Apple's XCTest spells a test `-[Module.Class testName]` and names the module.
  @Test func applesSpellingNamesTheModule() {
    var log = XCTestLog()
    for line in [
      "Test Suite 'MixPackageTests.xctest' started at 2026-11-26 01:52:38.729.",
      "Test Case '-[MixTests.ArithmeticTests testTwiceFails]' started.",
      "/Users/me/Mix/Tests/MixTests/ArithmeticTests.swift:12: error: -[MixTests.ArithmeticTests testTwiceFails] : XCTAssertEqual failed: (\"4\") is not equal to (\"5\") - two twice is four",
      "Test Case '-[MixTests.ArithmeticTests testTwiceFails]' failed (0.004 seconds).",
      "Test Case '-[MixTests.ArithmeticTests testSkipped]' started.",
      "/Users/me/Mix/Tests/MixTests/ArithmeticTests.swift:26: -[MixTests.ArithmeticTests testSkipped] : Test skipped - not on this platform",
      "Test Case '-[MixTests.ArithmeticTests testSkipped]' skipped (0.001 seconds).",
    ] {
      log.read(Substring(line))
    }
    let cases = log.finish()
    #expect(cases.map(\.module) == ["MixTests", "MixTests"])
    #expect(cases.map(\.className) == ["ArithmeticTests", "ArithmeticTests"])
    #expect(cases.map(\.name) == ["testTwiceFails", "testSkipped"])
    #expect(
      cases.first?.outcome.failures == [
        "XCTAssertEqual failed: (\"4\") is not equal to (\"5\") - two twice is four (/Users/me/Mix/Tests/MixTests/ArithmeticTests.swift:12)"
      ])
    #expect(cases.first?.outcome.duration == 0.004)
    #expect(cases.last?.outcome.skipReason == "not on this platform")
  }

  /// A value XCTest quoted over several lines keeps a line that reads like a crash: XCTest
  /// wrote the whole description at once, so nothing else can stand between its lines.
  @Test func aLineOfAQuotedValueIsNoCrash() {
    var log = XCTestLog()
    for line in [
      "Test Case 'ValueTests.testText' started at 2026-11-26 07:50:00.000",
      #"/p/Tests/T/ValueTests.swift:5: error: ValueTests.testText : XCTAssertEqual failed: ("a"#,
      #"Fatal error: b") is not equal to ("c") - "#,
      "printed by the test afterwards",
      "Test Case 'ValueTests.testText' failed (0.002 seconds)",
    ] {
      log.read(Substring(line))
    }
    let outcome = log.finish().first?.outcome
    #expect(
      outcome?.failures == [
        "XCTAssertEqual failed: (\"a\nFatal error: b\") is not equal to (\"c\") -  (/p/Tests/T/ValueTests.swift:5)"
      ])
  }

  /// `XCTSkipIf` and `XCTSkipUnless` put their explanation before the message
  /// (swift-corelibs-xctest, `XCTSkip.swift`); a skip without either has no reason.
  @Test func aConditionalSkipKeepsItsExplanationAndMessage() {
    var log = XCTestLog()
    for name in ["testIf", "testUnless", "testBare"] {
      log.read(Substring("Test Case 'SkipTests.\(name)' started at 2026-11-26 07:40:00.000"))
      let summary =
        switch name {
        case "testIf": "Test skipped: required false value but got true - not on Linux"
        case "testUnless": "Test skipped: required true value but got false"
        default: "Test skipped"
        }
      log.read(Substring("/p/Tests/T/SkipTests.swift:9: SkipTests.\(name) : \(summary)"))
      log.read(Substring("Test Case 'SkipTests.\(name)' skipped (0.001 seconds)"))
    }
    #expect(
      log.finish().map(\.outcome.skipReason) == [
        "required false value but got true - not on Linux",
        "required true value but got false",
        nil,
      ])
  }

  /// Captured runs of a package written for these tests (`linux-messages.txt`,
  /// `linux-crash-after-issue.txt`, `linux-precondition.txt`): the test's own words after an
  /// assertion's values take the lines up to XCTest's next record, so the second line of
  /// `XCTFail("a message\nover two lines")` is kept (swift-argument-parser's help tests fail
  /// with a diff over many lines), and so is what the test prints meanwhile, which nothing
  /// tells apart; an assertion without words of its own keeps none.
  @Test func theTestsOwnWordsTakeTheLinesUpToXCTestsNextRecord() throws {
    let cases = try Self.read("linux-messages.txt")
    #expect(
      cases["MessageTests.testPrintsAfterAFailure"]?.outcome.failures == [
        "XCTAssertEqual failed: (\"4\") is not equal to (\"5\") - two twice\nprinted by the test (Tests/CapTests/MessageTests.swift:11)",
        "failed - a message\nover two lines\nprinted again (Tests/CapTests/MessageTests.swift:13)",
      ])
  }

  /// A value XCTest quoted goes on until the line that closes it, whichever assertion printed
  /// it (`XCTAssertNil`, `XCTAssertEqual` without a message, a thrown error); the line after it
  /// is the test's, unless words of the test's own follow the value.
  @Test func aQuotedValueOverSeveralLinesIsKeptWhole() throws {
    let cases = try Self.read("linux-messages.txt")
    #expect(
      cases["MessageTests.testMultilineValues"]?.outcome.failures == [
        "XCTAssertNil failed: \"first\nsecond\" - should be nil\nprinted after nil (Tests/CapTests/MessageTests.swift:19)",
        "XCTAssertEqual failed: (\"one\ntwo\") is not equal to (\"one\nthree\") -  (Tests/CapTests/MessageTests.swift:21)",
      ])
    #expect(
      cases["MessageTests.testThrowsMultilineError"]?.outcome.failures == [
        "threw error \"first line\nsecond line\""
      ])
    var log = XCTestLog()
    for line in [
      "Test Case 'ValueTests.testClose' started at 2026-11-26 01:52:38.729",
      "/p/ValueTests.swift:5: error: ValueTests.testClose : XCTAssertEqual failed: (\"1.0\") is not equal to (\"one",
      "two\") +/- (\"0.1\") - close enough",
      "printed by the test",
      "Test Case 'ValueTests.testClose' failed (0.001 seconds)",
    ] {
      log.read(Substring(line))
    }
    #expect(
      log.finish().first?.outcome.failures == [
        "XCTAssertEqual failed: (\"1.0\") is not equal to (\"one\ntwo\") +/- (\"0.1\") - close enough\nprinted by the test (/p/ValueTests.swift:5)"
      ])
  }

  /// A test that recorded an issue and then trapped keeps both, with the runtime's report of the
  /// trap, whichever words it starts with; the backtrace is no message.
  @Test func aCrashAfterIssuesIsKeptWithThem() throws {
    #expect(
      try Self.read("linux-crash-after-issue.txt")["MessageTests.testFailsThenTraps"]?.outcome
        .failures == [
          "XCTAssertTrue failed - checked first (Tests/CapTests/MessageTests.swift:30)",
          "the test process stopped during this test: CapTests/MessageTests.swift:33: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
        ])
    #expect(
      try Self.read("linux-precondition.txt")["PreconditionTests.testPrecondition"]?.outcome
        .failures == [
          "the test process stopped during this test: CapTests/PreconditionTests.swift:6: Precondition failed: a count is never negative"
        ])
  }

  /// A value that never closes keeps the limit's lines and counts the rest.
  @Test func aVeryLongMessageIsCut() {
    var log = XCTestLog()
    log.read("Test Case 'LongTests.testLong' started at 2026-11-26 01:52:38.729")
    log.read("/p/LongTests.swift:3: error: LongTests.testLong : XCTAssertEqual failed: (\"first")
    for number in 2...100 { log.read(Substring("line \(number)")) }
    log.read("Test Case 'LongTests.testLong' failed (0.0 seconds)")
    let message = log.finish().first?.outcome.failures.first ?? ""
    #expect(message.split(separator: "\n").count == XCTestLog.messageLineLimit + 1)
    #expect(message.hasSuffix("line 60\n… (40 more lines) (/p/LongTests.swift:3)"))
  }
}
