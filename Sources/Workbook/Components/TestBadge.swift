/// The HTML that shows a test's status: a badge, and for a failure its messages.
enum TestBadge {
  static func badge(_ status: TestStatus) -> String {
    let symbol =
      switch status {
      case .passed: "✔"
      case .failed: "✘"
      case .skipped: "⊘"
      case .notRun: "○"
      case .stale: "◌"
      }
    let title =
      switch status {
      case .passed: "Passed in the last recorded run of the current sources"
      case .failed: "Failed in the last recorded run of the current sources"
      case .skipped(let reason):
        "Skipped in the last recorded run of the current sources" + (reason.map { ": \($0)" } ?? "")
      case .notRun: "No recorded run of the current sources includes this test"
      case .stale(let wasPassing):
        "The sources changed after the last run (which \(wasPassing ? "passed" : "failed")); run workbook test"
      }
    return
      "<span class=\"test-badge \(status.cssClass)\" title=\"\(HTML.escape(title))\">\(symbol) \(status.label)</span>"
  }

  /// The failure messages of a failed test, or nothing.
  static func details(_ status: TestStatus) -> String {
    guard case .failed(let messages) = status, !messages.isEmpty else { return "" }
    let items = messages.map { "<pre class=\"failure\">\(HTML.escape($0))</pre>" }.joined()
    return "<div class=\"test-failures\">\(items)</div>"
  }

  /// The mark beside a chapter in the sidebar: ✘ if any of its tests failed, ✔ if all passed
  /// (or were skipped), ○ if some have no current result; its tooltip is the tally.
  static func sidebarMark(_ statuses: [TestStatus]) -> String {
    guard !statuses.isEmpty else { return "" }
    let (symbol, kind) =
      if statuses.contains(where: { if case .failed = $0 { true } else { false } }) {
        ("✘", "failed")
      } else if statuses.allSatisfy({ status in
        if case .skipped = status { true } else { status == .passed }
      }) {
        ("✔", "passed")
      } else {
        ("○", "not-run")
      }
    let counts = Dictionary(grouping: statuses, by: \.label).mapValues(\.count)
    let summary = ["passed", "failed", "skipped", "stale", "not run"].compactMap { label in
      counts[label].map { "\($0) \(label)" }
    }.joined(separator: ", ")
    return " <span class=\"sidebar-mark \(kind)\" title=\"Tests: \(summary)\">\(symbol)</span>"
  }

  /// A one-line tally such as "3 passed · 1 failed · 2 not run".
  static func tally(_ statuses: [TestStatus]) -> String {
    let order = ["passed", "failed", "skipped", "stale", "not run"]
    let counts = Dictionary(grouping: statuses, by: \.label).mapValues(\.count)
    let parts = order.compactMap { label in
      counts[label].map {
        "<span class=\"tally-\(label.replacing(" ", with: "-"))\">\($0) \(label)</span>"
      }
    }
    return parts.isEmpty ? "no tests" : parts.joined(separator: " · ")
  }
}
