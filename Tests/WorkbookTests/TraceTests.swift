import Foundation
import Testing

@testable import WorkbookBook
@testable import WorkbookRender

/// A fixture book whose `DemoTests` hold a test that records a trace, and a trace written the
/// way the runtime writes one.
private struct TracedBook {
  let book: FixtureBook

  static let testSource = """
    import Testing

    @Test func swapsTheClass() {
      Trace.record { trace in
        _ = trace
      }
    }

    @Test func recordsNothing() {
      #expect(1 == 1)
    }

    """

  init() throws {
    book = try FixtureBook()
    try book.write("Tests/DemoTests/TracedTests.swift", Self.testSource)
  }

  /// A trace of a `person` observed by an `observer`, whose `Trace.record` call is on `line`.
  func trace(line: Int = 4) -> RecordedTrace {
    RecordedTrace(
      file: book.root.appending(path: "Tests/DemoTests/TracedTests.swift").path, line: line,
      objects: [
        .init(name: "person", className: "Person"), .init(name: "observer", className: "Watcher"),
      ],
      events: [
        .init(
          kind: "class-created", depth: 1, label: "NSKVONotifying_Person",
          detail: "subclass of Person"),
        .init(kind: "class-change", depth: 1, to: "person", label: "NSKVONotifying_Person"),
        .init(
          kind: "send", depth: 0, to: "person", label: "setName:",
          detail: "found in NSKVONotifying_Person"),
        .init(kind: "super-send", depth: 1, from: "person", to: "person", label: "setName:"),
        .init(
          kind: "notify", depth: 1, from: "person", to: "observer", label: "name",
          detail: "new <Ada & Bob>"),
        .init(kind: "dealloc", depth: 0, to: "observer", label: "Watcher"),
      ])
  }

  /// Records `traces` as `workbook test` would after a run of DemoTests.
  func record(_ traces: [RecordedTrace], passed: Bool = true) throws {
    let directory = book.root.appending(path: "trace-out")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (index, trace) in traces.enumerated() {
      try JSONEncoder().encode(trace).write(to: directory.appending(path: "t\(index).json"))
    }
    var store = TraceStore()
    let hash = SourceHash.of(target: "DemoTests", root: book.root)
    store.record(
      directory: directory, root: book.root, ran: ["DemoTests"], hashes: ["DemoTests": hash])
    try store.save(root: book.root)
    try ResultsFixture.record(in: book, ["swapsTheClass": TestOutcome(passed: passed)])
  }
}

@Suite struct TraceTests {
  /// `text`, the arguments of a `{{#trace}}`, read as the registry reads them.
  static func arguments(_ text: String) throws -> TraceArguments {
    TraceArguments(
      try DirectiveArguments(
        parsing: text, at: .init(path: "c.md", line: 1, column: 1), syntax: TraceRenderer.syntax))
  }

  @Test func aRecordedTraceIsDrawnWithLifelinesArrowsAndTheClassChange() throws {
    let traced = try TracedBook()
    try traced.record([traced.trace()])
    let html = try traced.book.buildPage(
      "01-counter.html",
      chapter: "# The counter\n\n{{#trace DemoTests/swapsTheClass title=\"Observing person\"}}\n")
    #expect(html.contains("<figure class=\"trace passed\" id=\"trace-demotests-swapstheclass\">"))
    #expect(html.contains("Observing person, traced by <code>DemoTests/swapsTheClass</code>"))
    #expect(
      html.contains(
        "<text class=\"trace-name\" x=\"77\" y=\"31\" text-anchor=\"middle\">the test</text>"))
    #expect(html.contains(">person</text>") && html.contains(">Watcher</text>"))
    #expect(html.contains(">→ NSKVONotifying_Person</text>"))
    #expect(html.contains(">setName: (super)</text>"))
    #expect(html.contains(">◆ name</text>"))
    #expect(html.contains("class NSKVONotifying_Person made, subclass of Person"))
    #expect(
      html.contains("<details class=\"trace-steps\"><summary>The same 6 steps as text</summary>"))
    #expect(
      html.contains(
        "<li>observer is notified that name of person changed (new &lt;Ada &amp; Bob&gt;).</li>"))
    #expect(!html.contains("<Ada"))
  }

  @Test func argumentsKeepKindsObjectsDepthAndSteps() throws {
    let traced = try TracedBook()
    let trace = traced.trace()
    func kept(_ text: String) throws -> [String] {
      let arguments = try Self.arguments("DemoTests/swapsTheClass " + text)
      return TraceSelection(trace, arguments).events.map(\.kind)
    }
    #expect(try kept("kinds=send") == ["send", "super-send"])
    #expect(try kept("depth=0") == ["send", "dealloc"])
    #expect(try kept("objects=person kinds=send,notify") == ["send", "super-send"])
    #expect(try kept("steps=2-3") == ["class-change", "send"])
    let selection = TraceSelection(
      trace,
      try Self.arguments("DemoTests/swapsTheClass objects=observer"))
    #expect(selection.lifelines.map(\.name) == ["observer"])
    #expect(selection.events.first { $0.kind == "notify" }?.from == nil)
  }

  @Test func aTraceOfOlderSourcesIsStale() throws {
    let traced = try TracedBook()
    try traced.record([traced.trace()])
    try traced.book.write(
      "Tests/DemoTests/TracedTests.swift", TracedBook.testSource + "// changed\n")
    let html = try traced.book.buildPage(
      "01-counter.html", chapter: "# The counter\n\n{{#trace DemoTests/swapsTheClass}}\n")
    #expect(html.contains("<figure class=\"trace stale\""))
  }

  @Test func aTraceNotRecordedYetSaysSo() throws {
    let traced = try TracedBook()
    let html = try traced.book.buildPage(
      "01-counter.html", chapter: "# The counter\n\n{{#trace DemoTests/swapsTheClass}}\n")
    #expect(html.contains("<figure class=\"trace not-recorded\""))
    #expect(html.contains("No trace of this test is recorded yet"))
  }

  @Test func badReferencesAreLocatedErrors() throws {
    let traced = try TracedBook()
    try traced.record([traced.trace()])
    let errors = try traced.book.diagnostics(
      chapter:
        "# The counter\n\n{{#trace DemoTests/recordsNothing}}\n\n{{#trace DemoTests/gone}}\n\n{{#trace DemoTests/swapsTheClass record=2}}\n\n{{#trace DemoTests/swapsTheClass kinds=colour}}\n"
    )
    #expect(
      errors == [
        "chapters/01-counter.md:3:10: error: test 'DemoTests/recordsNothing' records no trace: wrap the part to draw in Trace.record { … }",
        "chapters/01-counter.md:5:10: error: no test 'DemoTests/gone' in Tests/DemoTests",
        "chapters/01-counter.md:7:10: error: test 'DemoTests/swapsTheClass' recorded 1 trace, not 2",
        "chapters/01-counter.md:9:34: error: unknown event kind 'colour' (expected associate, cache, call, change, class, dealloc, method, notify, send, swap)",
      ])
  }

  @Test func tracesAreFiledUnderTheTargetWhoseTestsRecordedThem() throws {
    let traced = try TracedBook()
    var outside = traced.trace()
    outside.file = "/elsewhere/Tests/DemoTests/TracedTests.swift"
    try traced.record([traced.trace(line: 4), outside])
    let store = try TraceStore.load(root: traced.book.root)
    #expect(store.targets["DemoTests"]?.traces.map(\.path) == ["Tests/DemoTests/TracedTests.swift"])
  }
}

/// The drawing itself: where lifelines stand, what arrows say, what a diagram leaves out.
@Suite struct SequenceDiagramTests {
  typealias Event = RecordedTrace.Event

  /// A trace of `events` between a `kvoObject` and a `shared` controller.
  static func trace(_ events: [Event]) -> RecordedTrace {
    RecordedTrace(
      file: "/book/Tests/DemoTests/T.swift", line: 1,
      objects: [
        .init(name: "kvoObject", className: "NSKVONotifying_Kettle"),
        .init(name: "shared", className: "FBKVOSharedController"),
      ],
      events: events)
  }

  static func selection(_ events: [Event], _ arguments: String = "") throws -> TraceSelection {
    TraceSelection(
      trace(events),
      try TraceTests.arguments("DemoTests/t " + arguments))
  }

  @Test func aLabelLongerThanTheGapMovesTheTwoLifelinesApart() throws {
    let long = "observeValueForKeyPath:ofObject:change:context:"
    let short = try SequenceLayout(
      Self.selection([.init(kind: "notify", depth: 0, from: "kvoObject", to: "shared", label: "t")]
      ),
      margin: 12)
    let wide = try SequenceLayout(
      Self.selection([.init(kind: "notify", depth: 0, from: "kvoObject", to: "shared", label: long)]
      ),
      margin: 12)
    #expect(short.names == ["kvoObject", "shared"])
    #expect(short.centers[1] - short.centers[0] == (short.widths[0] + short.widths[1]) / 2)
    #expect(
      wide.centers[1] - wide.centers[0]
        == SequenceDiagram.textWidth("◆ " + long) + SequenceLayout.labelClearance)
    #expect(wide.widths == short.widths)
  }

  @Test func sendsSayWhereTheMethodWasFoundAndLoopsWidenTheDiagram() throws {
    let detail = "found in SwizzledKVOClassPrefix_NSKVONotifying_Kettle"
    let svg = SequenceDiagram.svg(
      try Self.selection([
        .init(kind: "send", depth: 0, to: "kvoObject", label: "setTemperature:", detail: detail),
        .init(
          kind: "super-send", depth: 1, from: "kvoObject", to: "kvoObject",
          label: "setTemperature:", detail: detail),
      ])
    ).html
    #expect(svg.contains(">setTemperature: (super)</text>"))
    #expect(svg.components(separatedBy: "class=\"trace-detail\"").count == 3)
    let layout = try SequenceLayout(
      Self.selection([
        .init(kind: "send", depth: 0, to: "kvoObject", label: "setTemperature:", detail: detail)
      ]), margin: 12)
    let loopEnd = layout.x("kvoObject") + 34 + SequenceDiagram.smallTextWidth(detail)
    let width = try #require(
      svg.firstMatch(of: /width="(\d+)"/).flatMap { Int($0.1) })
    #expect(width >= loopEnd)
  }

  @Test func hideLeavesSendsOfASelectorOutAndSwapKeepsOnlyClassPointerChanges() throws {
    let events: [Event] = [
      .init(kind: "send", depth: 0, to: "kvoObject", label: "class"),
      .init(kind: "class-created", depth: 0, label: "NSKVONotifying_Kettle"),
      .init(kind: "class-change", depth: 0, to: "kvoObject", label: "NSKVONotifying_Kettle"),
      .init(kind: "send", depth: 0, to: "kvoObject", label: "setTemperature:"),
    ]
    #expect(
      try Self.selection(events, "hide=class").events.map(\.label) == [
        "NSKVONotifying_Kettle", "NSKVONotifying_Kettle", "setTemperature:",
      ])
    #expect(
      try Self.selection(events, "kinds=swap").events.map(\.kind) == ["class-change"])
  }

  @Test func aCallWithNoCalleeRunsTheTestsBlockAndNotesAloneNeedNoTestLifeline() throws {
    let block = try Self.selection([
      .init(kind: "call", depth: 1, from: "shared", label: "block")
    ])
    let svg = SequenceDiagram.svg(block).html
    #expect(svg.contains(">the test</text>") && svg.contains("class=\"trace-call\""))
    #expect(
      block.events.map { $0.sentence() } == ["shared calls block of the test."])
    let teardown = SequenceDiagram.svg(
      try Self.selection([
        .init(kind: "teardown", depth: 0, to: "kvoObject", label: "hook 1 of 1"),
        .init(kind: "dealloc", depth: 0, to: "kvoObject", label: "Kettle"),
      ])
    ).html
    #expect(!teardown.contains(">the test</text>"))
  }

  @Test func aCacheMissIsANoteNamingTheClassAndTheSelector() throws {
    let miss = Event(kind: "cache-miss", depth: 0, label: "flame", detail: "BrightLantern")
    #expect(
      SequenceDiagram.note(for: miss) == "BrightLantern's cache misses flame: walk the chain")
    #expect(
      miss.sentence()
        == "BrightLantern's method cache has no flame, so the lookup walks up the superclass chain."
    )
  }
}

extension FixtureBook {
  /// Writes `chapter` as `01-counter.md`, builds, and returns the page `name`.
  func buildPage(_ name: String, chapter: String) throws -> String {
    try write("chapters/01-counter.md", chapter)
    return try buildPage(name)
  }
}
