import Foundation
import Testing

@testable import Workbook

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
