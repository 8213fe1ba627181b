import WorkbookBase
import WorkbookBook

/// The HTML that shows a test's status: a badge, and for a failure its messages, in the
/// language of the page (``UIText``).
public enum TestBadge {
  static func badge(_ status: TestStatus, ui: UIText) -> HTMLFragment {
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
      case .passed: ui("Passed in the last recorded run of the current sources")
      case .failed: ui("Failed in the last recorded run of the current sources")
      case .skipped(let reason):
        reason.map {
          ui("Skipped in the last recorded run of the current sources: {reason}", ["reason": $0])
        } ?? ui("Skipped in the last recorded run of the current sources")
      case .notRun: ui("No recorded run of the current sources includes this test")
      case .stale(let wasPassing):
        wasPassing
          ? ui("The sources changed after the last run (which passed); run workbook test")
          : ui("The sources changed after the last run (which failed); run workbook test")
      }
    return HTMLFragment { html in
      html.element(
        "span", ["class": "test-badge \(status.cssClass)", "title": title],
        text: "\(symbol) \(label(status.label, ui: ui))")
    }
  }

  /// A status's label (`passed`, `skipped`, `not run`) in the page's language.
  static func label(_ label: String, ui: UIText) -> String {
    switch label {
    case "passed": ui("passed")
    case "failed": ui("failed")
    case "skipped": ui("skipped")
    case "stale": ui("stale")
    default: ui("not run")
    }
  }

  /// "3 passed", "1 not run" in the page's language.
  private static func count(_ count: Int, _ label: String, ui: UIText) -> String {
    let values: KeyValuePairs<String, String> = ["count": String(count)]
    return switch label {
    case "passed": ui("{count} passed", values)
    case "failed": ui("{count} failed", values)
    case "skipped": ui("{count} skipped", values)
    case "stale": ui("{count} stale", values)
    default: ui("{count} not run", values)
    }
  }

  /// The failure messages of a failed test, or nothing.
  static func details(_ status: TestStatus) -> HTMLFragment {
    guard case .failed(let messages) = status, !messages.isEmpty else { return .empty }
    return HTMLFragment { html in
      html.element("div", class: "test-failures") { html in
        for message in messages { html.element("pre", class: "failure", text: message) }
      }
    }
  }

  /// The mark beside a chapter in the sidebar: ✘ if any of its tests failed, ✔ if all passed
  /// or were skipped and at least one passed, ○ otherwise (some have no current result, or all
  /// were skipped, which verifies nothing); its tooltip is the tally.
  public static func sidebarMark(_ statuses: [TestStatus], ui: UIText) -> HTMLFragment {
    guard !statuses.isEmpty else { return .empty }
    let (symbol, kind) =
      if statuses.contains(where: { if case .failed = $0 { true } else { false } }) {
        ("✘", "failed")
      } else if statuses.contains(.passed),
        statuses.allSatisfy({ status in
          if case .skipped = status { true } else { status == .passed }
        })
      {
        ("✔", "passed")
      } else {
        ("○", "not-run")
      }
    let counts = Dictionary(grouping: statuses, by: \.label).mapValues(\.count)
    let summary = ["passed", "failed", "skipped", "stale", "not run"].compactMap { label in
      counts[label].map { count($0, label, ui: ui) }
    }.joined(separator: ui(", "))
    let title = ui("Tests: {tally}", ["tally": summary])
    return HTMLFragment { html in
      html.text(" ")
      html.element("span", ["class": "sidebar-mark \(kind)", "title": title], text: symbol)
    }
  }

  /// A one-line tally such as "3 passed · 1 failed · 2 not run".
  static func tally(_ statuses: [TestStatus], ui: UIText) -> HTMLFragment {
    let order = ["passed", "failed", "skipped", "stale", "not run"]
    let counts = Dictionary(grouping: statuses, by: \.label).mapValues(\.count)
    return HTMLFragment { html in
      let shown = order.filter { counts[$0] != nil }
      guard !shown.isEmpty else { return html.text(ui("no tests")) }
      for (index, label) in shown.enumerated() {
        if index > 0 { html.text(" · ") }
        html.element(
          "span", class: "tally-\(label.replacing(" ", with: "-"))",
          text: count(counts[label] ?? 0, label, ui: ui))
      }
    }
  }
}
