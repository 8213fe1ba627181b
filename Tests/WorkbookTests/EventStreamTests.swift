import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookBook

@Suite struct EventStreamTests {
  /// Recorded from `swift test --event-stream-output-path F --event-stream-version 0` on the
  /// package whose tests are in `Fixtures/EventStreams/DemoTests.swift.txt`.
  @Test func readsOutcomesFromARecordedStream() throws {
    let url = FixtureBook.fixtures.appending(path: "EventStreams/demo-package.jsonl")
    let results = try EventStream.parse(try Data(contentsOf: url))
    let byKey = Dictionary(uniqueKeysWithValues: results.map { ($0.key, $0) })
    #expect(Set(results.map(\.target)) == ["DemoTests"])
    #expect(
      Set(byKey.keys) == [
        "doublesTwo", "doublesThree", "Arithmetic/zero", "Arithmetic/positive",
        "Arithmetic/crashes",
      ])
    #expect(byKey["doublesTwo"]?.outcome == TestOutcome(passed: true))
    #expect(byKey["Arithmetic/positive"]?.outcome.passed == true)
    #expect(
      byKey["Arithmetic/positive"]?.outcome.cases
        == ["1": TestOutcome(passed: true), "2": TestOutcome(passed: true)])
    #expect(byKey["doublesTwo"]?.outcome.cases == nil, "a test without arguments has no cases")
    #expect(byKey["Arithmetic/crashes"]?.outcome.passed == true, "an exit test is an ordinary pass")
    #expect(
      byKey["doublesThree"]?.outcome
        == TestOutcome(
          passed: false,
          failures: [
            "Expectation failed: (twice(3) → 6) == 7\nthree twice is six (DemoTests/DemoTests.swift:8)",
            "Expectation failed: (twice(1) → 2) == 3 (DemoTests/DemoTests.swift:9)",
          ]))
  }

  @Test func knownIssuesAndSkipsDoNotFail() throws {
    let lines = [
      #"{"kind":"test","payload":{"id":"M.a()/F.swift:1:1","kind":"function","name":"a()"},"version":0}"#,
      #"{"kind":"test","payload":{"id":"M.S/b()/F.swift:2:1","kind":"function","name":"b()"},"version":0}"#,
      #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":true},"messages":[],"testID":"M.a()/F.swift:1:1"},"version":0}"#,
      #"{"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"M.a()/F.swift:1:1"},"version":0}"#,
      #"{"kind":"event","payload":{"kind":"testSkipped","messages":[],"testID":"M.S/b()/F.swift:2:1"},"version":0}"#,
    ]
    let results = try EventStream.parse(Data(lines.joined(separator: "\n").utf8))
    #expect(results.map(\.key) == ["a", "S/b"])
    #expect(results[0].outcome == TestOutcome(passed: true))
    #expect(results[1].outcome == TestOutcome(passed: false, skipped: true))
  }

  /// A failure in one case of a parameterised test fails that case and the test, and leaves
  /// the other cases passing: each exercise's live mark is its own case.
  @Test func eachCaseOfAParameterisedTestHasItsOwnOutcome() throws {
    let id = "M.S/proves(_:)/F.swift:1:1"
    func event(_ kind: String, _ testCase: String, issue: Bool = false) -> String {
      let issueField = issue ? #","issue":{"isKnown":false}"# : ""
      return #"{"kind":"event","payload":{"kind":""# + kind
        + #"","messages":[{"symbol":"fail","text":"no"}],"testID":""#
        + id + #"","_testCase":{"displayName":""# + testCase + #"","id":"x"}"# + issueField
        + "},\"version\":0}"
    }
    let lines = [
      #"{"kind":"test","payload":{"id":""# + id
        + #"","kind":"function","name":"proves(_:)"},"version":0}"#,
      event("testCaseEnded", "Counter"),
      event("issueRecorded", "Other", issue: true),
      event("testCaseEnded", "Other"),
      #"{"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":""# + id
        + #""},"version":0}"#,
    ]
    let results = try EventStream.parse(Data(lines.joined(separator: "\n").utf8))
    #expect(results.count == 1)
    #expect(results.first?.outcome.passed == false)
    #expect(
      results.first?.outcome.cases
        == [
          "Counter": TestOutcome(passed: true),
          "Other": TestOutcome(passed: false, failures: ["no"]),
        ])
  }

  @Test func splitsIdentifiers() {
    #expect(
      EventStream.split("RawKVOTests.Outer/Inner/f(x:)/A.swift:3:4")! == (
        "RawKVOTests", "Outer/Inner/f"
      ))
    #expect(EventStream.split("RawKVOTests.top()/A.swift:3:4")! == ("RawKVOTests", "top"))
    #expect(EventStream.split("RawKVOTests.Suite") == nil)
  }

  @Test func aMalformedLineIsAnError() {
    #expect(throws: Diagnostic("event stream line 1 is not a JSON record", at: nil)) {
      try EventStream.parse(Data("not json\n".utf8))
    }
  }
}
