import Testing

@testable import Workbook

/// The mark beside a chapter in the sidebar claims a pass only for tests that passed: a chapter
/// whose tests were all skipped verified nothing.
@Suite struct SidebarMarkTests {
  @Test func passedAndSkippedTestsMarkTheChapterPassed() {
    let mark = TestBadge.sidebarMark([.passed, .skipped("needs a Mac")], ui: .english).html
    #expect(mark.contains("sidebar-mark passed"))
    #expect(mark.contains("✔"))
  }

  @Test func onlySkippedTestsDoNot() {
    let mark = TestBadge.sidebarMark([.skipped(nil), .skipped("needs a Mac")], ui: .english).html
    #expect(mark.contains("sidebar-mark not-run"))
    #expect(!mark.contains("✔"))
    #expect(mark.contains("2 skipped"))
  }
}
