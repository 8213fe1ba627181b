/// `{{#trace TARGET/Suite/test …}}`: the sequence diagram of what a test's `Trace.record` block
/// did, drawn at build time from the trace `workbook test` recorded, with the test's mark
/// (passed, failed, stale, not run) and the same events as an ordered list for screen readers
/// and search. A test whose source records no trace is a located error; a trace not recorded
/// yet is drawn as a note saying so.
struct TraceRenderer: DirectiveRenderer {
  let name = "trace"

  func render(_ directive: Directive, in context: BuildContext) throws -> DirectiveOutput {
    let arguments = try TraceArguments(
      parsing: directive.arguments, at: directive.argumentsLocation)
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
      arguments.title ?? ui("What {test} does", ["test": TestTitle.of(test).lowercasedFirst])
    let tracedBy = ui.html(
      "{title}, traced by {test}",
      ["title": HTML.escape(title), "test": "<code>\(HTML.escape(test.reference))</code>"])
    guard traces.count >= arguments.record else {
      if !traces.isEmpty {
        throw Diagnostic(
          "test '\(test.reference)' recorded \(traces.count) trace\(traces.count == 1 ? "" : "s"), not \(arguments.record)",
          at: directive.argumentsLocation)
      }
      let html =
        "<figure class=\"trace not-recorded\" id=\"\(anchor)\"><figcaption><span class=\"test-badge not-run\">○ \(ui.html("not recorded"))</span> \(tracedBy)</figcaption><p class=\"trace-missing\">\(ui.html("No trace of this test is recorded yet: run {command}.", ["command": "<code>workbook test</code>"]))</p></figure>\n"
      return DirectiveOutput(
        html: html, searchText: title, anchors: [anchor], evidence: evidence(of: test, title))
    }
    let trace = traces[arguments.record - 1].trace
    let selection = TraceSelection(trace, arguments)
    let status =
      isCurrent ? context.status(of: test) : .stale(wasPassing: context.status(of: test) == .passed)
    let steps = selection.events.map { TraceSelection.sentence($0) }
    var html = "<figure class=\"trace \(status.cssClass)\" id=\"\(anchor)\">"
    html +=
      "<figcaption>\(TestBadge.badge(status, ui: ui)) \(tracedBy)</figcaption>"
    html +=
      "<div class=\"trace-frame\" role=\"region\" tabindex=\"0\" aria-label=\"\(HTML.escape(ui("{title}: sequence diagram, scrolls sideways", ["title": title])))\">"
    html += SequenceDiagram.svg(selection) + "</div>"
    html +=
      "<details class=\"trace-steps\"><summary>\(ui.html("The same {count} steps as text", ["count": String(steps.count)]))</summary><ol>"
    html += steps.map { "<li>\(HTML.escape($0))</li>" }.joined()
    html += "</ol></details></figure>\n"
    return DirectiveOutput(
      html: html, searchText: ([title] + steps).joined(separator: "\n"), anchors: [anchor],
      evidence: evidence(of: test, title))
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
