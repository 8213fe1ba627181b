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

  /// A message longer than the limit keeps its first lines and counts the rest.
  @Test func aVeryLongMessageIsCut() {
    var log = XCTestLog()
    log.read("Test Case 'LongTests.testLong' started at 2026-11-26 01:52:38.729")
    log.read("/p/LongTests.swift:3: error: LongTests.testLong : first")
    for number in 2...100 { log.read(Substring("line \(number)")) }
    log.read("Test Case 'LongTests.testLong' failed (0.0 seconds)")
    let message = log.finish().first?.outcome.failures.first ?? ""
    #expect(message.split(separator: "\n").count == XCTestLog.messageLineLimit + 1)
    #expect(message.hasSuffix("line 60\n… (40 more lines) (/p/LongTests.swift:3)"))
  }
}
