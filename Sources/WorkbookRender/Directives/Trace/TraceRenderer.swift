import WorkbookBase
import WorkbookBook

/// `{{#trace TARGET/Suite/test …}}`: the sequence diagram of what a test's `Trace.record` block
/// did, drawn at build time from the trace `workbook test` recorded, with the test's mark
/// (passed, failed, stale, not run) and the same events as an ordered list for screen readers
/// and search. A test whose source records no trace is a located error; a trace not recorded
/// yet is drawn as a note saying so.
struct TraceRenderer: DirectiveRenderer {
  static let syntax = TraceArguments.syntax

  func render(_ directive: Directive, arguments: DirectiveArguments, in context: BuildContext)
    throws -> DirectiveOutput
  {
    let arguments = TraceArguments(arguments)
    let test = try context.catalog.resolve(
      TestReference(parsing: arguments.test, at: directive.argumentsLocation))
    guard test.source.contains("Trace.record") else {
      throw Diagnostic(
        "test '\(test.reference)' records no trace: wrap the part to draw in Trace.record { … }",
        at: directive.argumentsLocation)
    }
    let (traces, isCurrent) = context.traces.traces(of: test) {
      context.currentHash(of: test.target)
    }
    let anchor =
      "trace-" + Slug.make(test.reference) + (arguments.record > 1 ? "-\(arguments.record)" : "")
    let ui = context.ui
    let title =
      arguments.title ?? ui("What {test} does", ["test": test.title.lowercasedFirst])
    let tracedBy = HTMLFragment { html in
      html.message(
        ui("{title}, traced by {test}"), ["title": .text(title), "test": .code(test.reference)])
    }
    guard traces.count >= arguments.record else {
      if !traces.isEmpty {
        throw Diagnostic(
          "test '\(test.reference)' recorded \(traces.count) trace\(traces.count == 1 ? "" : "s"), not \(arguments.record)",
          at: directive.argumentsLocation)
      }
      var html = HTMLWriter()
      html.element("figure", ["class": "trace not-recorded", "id": anchor]) { html in
        html.element("figcaption") { html in
          html.element("span", class: "test-badge not-run") { html in
            html.text("○ ")
            html.message(ui("not recorded"))
          }
          html.text(" ")
          html.append(tracedBy)
        }
        html.element("p", class: "trace-missing") { html in
          html.message(
            ui("No trace of this test is recorded yet: run {command}."),
            ["command": .code("workbook test")])
        }
      }
      html.text("\n")
      return DirectiveOutput(
        html: html.fragment, searchText: title, anchors: [anchor],
        evidence: evidence(of: test, title))
    }
    let trace = traces[arguments.record - 1].trace
    let selection = TraceSelection(trace, arguments)
    let status =
      isCurrent ? context.status(of: test) : .stale(wasPassing: context.status(of: test) == .passed)
    let steps = selection.events.map { $0.sentence() }
    var html = HTMLWriter()
    html.element("figure", ["class": "trace \(status.cssClass)", "id": anchor]) { html in
      html.element("figcaption") { html in
        html.append(TestBadge.badge(status, ui: ui))
        html.text(" ")
        html.append(tracedBy)
      }
      html.element(
        "div",
        [
          "class": "trace-frame", "role": "region", "tabindex": "0",
          "aria-label": ui("{title}: sequence diagram, scrolls sideways", ["title": title]),
        ]
      ) { $0.append(SequenceDiagram.svg(selection)) }
      html.element("details", class: "trace-steps") { html in
        html.element("summary") {
          $0.message(ui("The same {count} steps as text"), ["count": .text(String(steps.count))])
        }
        html.element("ol") { html in
          for step in steps { html.element("li", text: step) }
        }
      }
    }
    html.text("\n")
    return DirectiveOutput(
      html: html.fragment, searchText: ([title] + steps).joined(separator: "\n"),
      anchors: [anchor], evidence: evidence(of: test, title))
  }

  /// The title and the test's source: the steps are recorded on the reader's machine by
  /// `workbook test` and are not part of the book, so a translation beside a trace must not
  /// depend on whether they were recorded.
  private func evidence(of test: TestDefinition, _ title: String) -> String {
    title + "\n" + test.source
  }
}

extension String {
  /// The text with its first letter lowercased, to fit a sentence: "Observing swaps…" becomes
  /// "observing swaps…". A first word of capitals (`KVO…`) is kept.
  fileprivate var lowercasedFirst: String {
    guard let first, first.isUppercase, !(dropFirst().first?.isUppercase ?? false) else {
      return self
    }
    return first.lowercased() + dropFirst()
  }
}
