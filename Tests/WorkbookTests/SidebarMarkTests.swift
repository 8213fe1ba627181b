import Testing

@testable import WorkbookRender

/// The mark beside a chapter in the sidebar claims a pass only for tests that passed: a chapter
/// whose tests were all skipped verified nothing.
@Suite struct SidebarMarkTests {
  @Test func passedAndSkippedTestsMarkTheChapterPassed() {
    let mark = TestBadge.sidebarMark([.passed, .skipped("needs a Mac")], ui: .english)
    #expect(mark.html.contains("sidebar-mark passed"))
    #expect(mark.html.contains("✔"))
  }

  @Test func onlySkippedTestsDoNot() {
    let mark = TestBadge.sidebarMark([.skipped(nil), .skipped("needs a Mac")], ui: .english)
    #expect(mark.html.contains("sidebar-mark not-run"))
    #expect(!mark.html.contains("✔"))
    #expect(mark.html.contains("2 skipped"))
  }
}
