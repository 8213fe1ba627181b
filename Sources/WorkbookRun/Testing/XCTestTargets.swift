import WorkbookBook

/// Files the tests XCTest's log reports (``XCTestLog``) under their test targets. Apple's XCTest
/// names the module; the Linux log names only the class and the method, so a test belongs to the
/// target that was run alone, or else to the one target whose sources declare that method, or,
/// where several do, to the one holding the files its issues were recorded in.
enum XCTestTargets {
  /// The outcomes filed by target, and the tests (`Class.testName`) no single target could be
  /// found for.
  static func place(
    _ cases: [XCTestLog.Case], ranAlone target: String?, among targets: [String],
    catalog: TestCatalog
  ) -> (results: [EventStream.Result], unplaced: [String]) {
    var results: [EventStream.Result] = []
    var unplaced: [String] = []
    for test in cases {
      guard let owner = test.module ?? target ?? owner(of: test, among: targets, catalog: catalog)
      else {
        unplaced.append("\(test.className).\(test.name)")
        continue
      }
      results.append(
        EventStream.Result(
          target: owner, key: "\(test.className)/\(test.name)", outcome: test.outcome))
    }
    return (results, unplaced)
  }

  /// The one target among `targets` that declares `test`, or nil.
  private static func owner(of test: XCTestLog.Case, among targets: [String], catalog: TestCatalog)
    -> String?
  {
    let declaring = targets.filter { target in
      catalog.tests(in: target).contains {
        $0.framework == .xcTest && $0.suites.last == test.className && $0.name == test.name
      }
    }
    if declaring.count == 1 { return declaring[0] }
    let holding = declaring.filter { target in
      test.issueFiles.contains { $0.hasPrefix("Tests/\(target)/") }
    }
    return holding.count == 1 ? holding[0] : nil
  }
}
