import Testing

@testable import WorkbookBook

/// What a test definition works out once when it is made answers as working it out on each
/// call did, and two definitions are equal and hash alike exactly when what was read is.
@Suite struct TestDefinitionTests {
  static func test(
    target: String = "RawKVOTests", suites: [String], name: String = "restores",
    source: String = "", displayName: String? = nil,
    framework: TestDefinition.Framework = .swiftTesting
  ) -> TestDefinition {
    TestDefinition(
      target: target, suites: suites, name: name, path: "Tests/RawKVOTests/R.swift",
      lines: 1...3, source: source, displayName: displayName, framework: framework)
  }

  @Test(arguments: [
    ([], "RawKVOTests/restores"),
    (["Removal"], "RawKVOTests/Removal/restores"),
    (["Outer", "Removal"], "RawKVOTests/Removal/restores"),
  ])
  func theReferenceNamesTheTargetTheInnermostSuiteAndTheFunction(
    suites: [String], reference: String
  ) {
    #expect(Self.test(suites: suites).reference == reference)
  }

  @Test func equalityAndHashingFollowWhatWasRead() {
    let test = Self.test(suites: ["Removal"])
    #expect(test == Self.test(suites: ["Removal"]))
    #expect(test.hashValue == Self.test(suites: ["Removal"]).hashValue)
    #expect(test != Self.test(suites: ["Removal"], source: "x"))
    #expect(test != Self.test(suites: ["Outer", "Removal"]))
    #expect(test != Self.test(suites: ["Removal"], name: "restoresTwice"))
    #expect(test != Self.test(suites: ["Removal"], framework: .xcTest))
  }
}
