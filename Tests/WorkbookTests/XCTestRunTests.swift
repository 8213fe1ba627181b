import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookBook
@testable import WorkbookRender
@testable import WorkbookRun
@testable import WorkbookSite

/// `workbook test` on a package whose tests mix XCTest and Swift Testing, against a stand-in for
/// `swift test` that replays what the real one printed and streamed for the fixture package
/// (`Fixtures/XCTestLogs`), then the pages built from what it recorded.
@Suite struct XCTestRunTests {
  let book: FixtureBook

  init() throws {
    book = try FixtureBook("Mixed")
  }

  func runner(console: String, status: Int) -> TestRunner {
    let fixtures = FixtureBook.fixtures
    var runner = TestRunner(
      root: book.root,
      command: [
        "/usr/bin/env",
        "FAKE_STREAM=\(fixtures.appending(path: "XCTestLogs/mixed-package-events.jsonl").path)",
        "FAKE_CONSOLE=\(fixtures.appending(path: "XCTestLogs/\(console)").path)",
        "FAKE_STATUS=\(status)",
        "FAKE_ARGUMENTS=\(book.root.appending(path: "arguments.txt").path)",
        fixtures.appending(path: "Runner/fake-swift-test").path,
      ])
    runner.showsOutput = false
    return runner
  }

  @Test func recordsBothFrameworksUnderTheirTargets() throws {
    let summary = try runner(console: "linux-mixed-package.txt", status: 1).run(target: nil)
    #expect(summary.targets == ["MixSwiftTests", "MixTests"])
    #expect(summary.passed == 5)
    #expect(summary.failed == 5)
    let results = try TestResults.load(root: book.root)
    let xcTest = try #require(results.targets["MixTests"])
    #expect(xcTest.sourceHash == SourceHash.of(target: "MixTests", root: book.root))
    #expect(xcTest.tests.count == 9)
    #expect(xcTest.tests["ArithmeticTests/testAsync"] == TestOutcome(passed: true, duration: 0.002))
    #expect(xcTest.tests["ArithmeticTests/testSkipped"]?.skipReason == "not on this platform")
    #expect(results.targets["MixSwiftTests"]?.tests["twiceWrong"]?.passed == false)
  }

  @Test func thePageShowsEachTestsLiveMark() throws {
    _ = try runner(console: "linux-mixed-package.txt", status: 1).run(target: nil)
    let html = try book.buildPage("01-arithmetic.html")
    #expect(
      html.contains(
        "<span class=\"test-badge failed\" title=\"Failed in the last recorded run of the current sources\">✘ failed</span> test <code>MixTests/ArithmeticTests/testTwiceFails</code>"
      ))
    #expect(
      html.contains(
        "<pre class=\"failure\">XCTAssertEqual failed: (&quot;4&quot;) is not equal to (&quot;5&quot;) - two twice is four (/tmp/xct-exp/Tests/MixTests/ArithmeticTests.swift:12)</pre>"
      ))
    #expect(
      html.contains(
        "<li id=\"test-mixtests-arithmetictests-testtwicepasses\" class=\"test-list-item passed\">"
      ))
    #expect(html.contains("<span class=\"test-title\">Twice passes</span>"))
    #expect(
      html.contains(
        "<li id=\"test-mixtests-arithmetictests-testskipped\" class=\"test-list-item skipped\">"))
    #expect(
      html.contains(
        "title=\"Skipped in the last recorded run of the current sources: not on this platform\""))
    #expect(
      html.contains(
        "<li id=\"test-mixtests-derivedtests-testthroughthebase\" class=\"test-list-item passed\">"
      ))
    #expect(
      !html.contains("id=\"test-mixtests-arithmetictests-testtwicefails\" class=\"test-list-item"))
    #expect(html.contains("✘ failed</span> test <code>MixSwiftTests/twiceWrong</code>"))
  }

  /// A translation's page says "skipped" in its language, the reason as the test gave it.
  @Test func aSkippedTestIsMarkedInTheTranslationsWords() throws {
    _ = try runner(console: "linux-mixed-package.txt", status: 1).run(target: nil)
    try book.builder.updateCatalogues(language: "zh-Hans")
    let path = "chapters/po/zh-Hans/site.ui.po"
    var catalogue = try book.read(path)
    for (english, chinese) in [
      "skipped": "跳过", "{count} skipped": "{count} 个跳过",
      "Skipped in the last recorded run of the current sources: {reason}":
        "在当前源码最近一次记录的运行中跳过：{reason}",
    ] {
      catalogue = catalogue.replacing(
        "msgid \"\(english)\"\nmsgstr \"\"", with: "msgid \"\(english)\"\nmsgstr \"\(chinese)\"")
    }
    try book.write(path, catalogue)
    let html = try book.buildPage("zh-Hans/01-arithmetic.html")
    #expect(
      html.contains(
        "<span class=\"test-badge skipped\" title=\"在当前源码最近一次记录的运行中跳过：not on this platform\">⊘ 跳过</span>"
      ))
    #expect(html.contains("<span class=\"tally-skipped\">1 个跳过</span>"))
  }

  @Test func aTargetRunAloneOwnsEveryXCTestTestOfTheLog() throws {
    _ = try runner(console: "linux-crash.txt", status: 1).run(target: "MixTests")
    let run = try #require(try TestResults.load(root: book.root).targets["MixTests"])
    #expect(run.tests["CrashTests/testTraps"]?.passed == false)
    #expect(try book.read("arguments.txt").contains("--filter\n^MixTests\\.\n"))
  }

  @Test func aClassThatNoTargetDeclaresIsNotRecorded() throws {
    let said = Locked<[String]>([])
    var runner = runner(console: "linux-crash.txt", status: 1)
    runner.progress = { line in said.withLock { $0.append(line) } }
    let summary = try runner.run(target: nil)
    #expect(
      said.withLock { $0.last }
        == "Not recorded: CrashTests.testNeverReached, CrashTests.testPassesFirst, CrashTests.testTraps (XCTest's log here names no test target, and not exactly one target's sources declare these; 'workbook test TARGET' records one target's)"
    )
    #expect(summary.targets == ["MixSwiftTests"])
    #expect(try TestResults.load(root: book.root).targets["MixTests"] == nil)
  }
}
