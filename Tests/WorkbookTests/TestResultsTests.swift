import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookBook
@testable import WorkbookRender
@testable import WorkbookRun

@Suite struct TestResultsTests {
  let test = TestDefinition(
    target: "RawKVOTests", suites: ["Removal"], name: "restores", path: "Tests/RawKVOTests/R.swift",
    lines: 1...3, source: "")

  func results(_ outcome: TestOutcome, hash: String) -> TestResults {
    var results = TestResults()
    results.record(
      [EventStream.Result(target: "RawKVOTests", key: "Removal/restores", outcome: outcome)],
      hashes: ["RawKVOTests": hash], at: Date(timeIntervalSince1970: 0))
    return results
  }

  @Test func theStaleRule() {
    let passed = results(TestOutcome(passed: true), hash: "abc")
    #expect(passed.status(of: test, currentHash: "abc") == .passed)
    #expect(passed.status(of: test, currentHash: "def") == .stale(wasPassing: true))
    let failed = results(TestOutcome(passed: false, failures: ["no"]), hash: "abc")
    #expect(failed.status(of: test, currentHash: "abc") == .failed(["no"]))
    #expect(failed.status(of: test, currentHash: "def") == .stale(wasPassing: false))
    #expect(TestResults().status(of: test, currentHash: "abc") == .notRun)
    let skipped = results(
      TestOutcome(passed: false, skipped: true, skipReason: "on Linux"), hash: "abc")
    #expect(skipped.status(of: test, currentHash: "abc") == .skipped("on Linux"))
    #expect(skipped.status(of: test, currentHash: "def") == .notRun)
  }

  @Test func onlyPassesFailuresAndSkipsAreCurrent() {
    #expect(TestStatus.passed.isCurrent)
    #expect(TestStatus.failed(["x"]).isCurrent)
    #expect(TestStatus.skipped(nil).isCurrent)
    #expect(!TestStatus.notRun.isCurrent)
    #expect(!TestStatus.stale(wasPassing: true).isCurrent)
  }

  @Test func aTargetsNewRunReplacesItsOldOne() {
    var stored = results(TestOutcome(passed: false, failures: ["x"]), hash: "old")
    stored.record(
      [EventStream.Result(target: "RawKVOTests", key: "other", outcome: TestOutcome(passed: true))],
      hashes: ["RawKVOTests": "new"], at: Date(timeIntervalSince1970: 1))
    #expect(stored.targets["RawKVOTests"]?.tests.keys.sorted() == ["other"])
    #expect(stored.status(of: test, currentHash: "new") == .notRun)
  }

  @Test func savesAndLoads() throws {
    let book = try FixtureBook()
    let stored = results(TestOutcome(passed: true), hash: "abc")
    try stored.save(root: book.root)
    #expect(try TestResults.load(root: book.root) == stored)
  }

  @Test func theHashFollowsSourcesAndTestsButNotChapters() throws {
    let book = try FixtureBook()
    let before = SourceHash.of(target: "DemoTests", root: book.root)
    try book.write("chapters/index.md", "# Changed prose\n")
    #expect(SourceHash.of(target: "DemoTests", root: book.root) == before)
    try book.write("Tests/DemoTests/More.swift", "// more\n")
    let afterTests = SourceHash.of(target: "DemoTests", root: book.root)
    #expect(afterTests != before)
    try book.write("Sources/Demo/Counter.swift", "// rewritten\n")
    #expect(SourceHash.of(target: "DemoTests", root: book.root) != afterTests)
  }

  @Test func sharedTestSupportCountsButAnotherTestTargetDoesNot() throws {
    let book = try FixtureBook()
    let before = SourceHash.of(target: "DemoTests", root: book.root)
    try book.write("Tests/OtherTests/Other.swift", "// another chapter's tests\n")
    #expect(SourceHash.of(target: "DemoTests", root: book.root) == before)
    try book.write("Tests/DemoTestSupport/Models.swift", "// shared by two test targets\n")
    #expect(SourceHash.of(target: "DemoTests", root: book.root) != before)
  }

  @Test func aChapterArgumentNamesItsTarget() throws {
    let fixture = try FixtureBook()
    let book = try TableOfContents.load(root: fixture.root)
    #expect(try TestRunner.target(for: "01-counter.md", in: book) == "DemoTests")
    #expect(try TestRunner.target(for: "01-counter", in: book) == "DemoTests")
    #expect(try TestRunner.target(for: "DemoTests", in: book) == "DemoTests")
    #expect(throws: Diagnostic.self) { try TestRunner.target(for: "index.md", in: book) }
    #expect(throws: Diagnostic.self) { try TestRunner.target(for: "nothing", in: book) }
  }
}
