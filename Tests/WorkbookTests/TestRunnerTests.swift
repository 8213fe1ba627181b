import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookBook
@testable import WorkbookRender
@testable import WorkbookRun

/// Runs ``TestRunner`` against a stand-in for `swift test` that replays a recorded event stream.
@Suite struct TestRunnerTests {
  let book: FixtureBook
  let arguments: URL

  init() throws {
    book = try FixtureBook()
    arguments = book.root.appending(path: "arguments.txt")
  }

  func runner(stream: String, status: Int) -> TestRunner {
    let fake = FixtureBook.fixtures.appending(path: "Runner/fake-swift-test").path
    return TestRunner(
      root: book.root,
      command: [
        "/usr/bin/env", "FAKE_STREAM=\(FixtureBook.fixtures.appending(path: stream).path)",
        "FAKE_STATUS=\(status)", "FAKE_ARGUMENTS=\(arguments.path)", fake,
      ])
  }

  @Test func recordsEachTestWithTheHashOfItsSources() throws {
    let summary = try runner(stream: "EventStreams/demo-package.jsonl", status: 1).run(
      target: "DemoTests")
    #expect(summary.passed == 4)
    #expect(summary.failed == 1)
    #expect(summary.targets == ["DemoTests"])
    #expect(!summary.succeeded)
    #expect(
      try book.read("arguments.txt") == "--event-stream-version\n0\n--filter\n^DemoTests\\.\n")
    let results = try TestResults.load(root: book.root)
    let run = try #require(results.targets["DemoTests"])
    #expect(run.sourceHash == SourceHash.of(target: "DemoTests", root: book.root))
    #expect(run.tests["doublesThree"]?.passed == false)
    #expect(run.tests["Arithmetic/crashes"]?.passed == true)
  }

  @Test func theWholePackageRunsWithoutAFilter() throws {
    _ = try runner(stream: "EventStreams/demo-package.jsonl", status: 0).run(target: nil)
    #expect(try book.read("arguments.txt") == "--event-stream-version\n0\n")
  }

  @Test func noTestRunIsAnError() {
    #expect(throws: Diagnostic("no test ran for test target 'DemoTests'", at: nil)) {
      try runner(stream: "Runner/empty.jsonl", status: 0).run(target: "DemoTests")
    }
    #expect(throws: Diagnostic("swift test failed before any test ran (exit status 1)", at: nil)) {
      try runner(stream: "Runner/empty.jsonl", status: 1).run(target: nil)
    }
    #expect(!book.exists(TestResults.path), "nothing is recorded")
  }
}

@Suite struct ChildProcessTests {
  @Test func runsInTheGivenDirectoryAndReportsTheExitStatus() throws {
    let book = try FixtureBook()
    let directory = book.root.appending(path: "chapters").path
    let status = try ChildProcess.run(["sh", "-c", "pwd > ../where.txt; exit 3"], in: directory)
    #expect(status == 3)
    #expect(try book.read("where.txt") == directory + "\n")
  }

  @Test func aSignalIsReportedAsOneHundredTwentyEightPlusItsNumber() throws {
    #expect(try ChildProcess.run(["sh", "-c", "kill -TERM $$"], in: "/") == 128 + 15)
  }

  @Test func outputIsReadLineByLineFromBothStreams() throws {
    var lines: [String] = []
    let status = try ChildProcess.runReadingOutput(
      ["sh", "-c", "echo one; echo two >&2; printf 'no newline'; exit 4"], in: "/", echo: false
    ) { lines.append(String($0)) }
    #expect(status == 4)
    #expect(lines == ["one", "two", "no newline"])
  }

  /// A process the child leaves behind with the pipe open does not keep the run waiting: what
  /// it prints after the child has exited is never read.
  @Test func aBackgroundProcessHoldingThePipeDoesNotHoldTheRun() throws {
    var lines: [String] = []
    let status = try ChildProcess.runReadingOutput(
      ["sh", "-c", "(sleep 5; echo late) & echo left"], in: "/", echo: false
    ) { lines.append(String($0)) }
    #expect(status == 0)
    #expect(lines == ["left"])
  }
}
