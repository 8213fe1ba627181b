import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookRender

@Suite struct DirectiveTests {
  let start = SourceLocation(path: "chapters/a.md", line: 7, column: 1)

  @Test func parsesNameArgumentsAndColumns() throws {
    let directive = try #require(
      try Directive.parse(line: "  {{#include  a/b.swift:x}}", at: start))
    #expect(directive.name == "include")
    #expect(directive.arguments == "a/b.swift:x")
    #expect(directive.location.column == 3)
    #expect(directive.argumentsLocation.column == 15)
  }

  @Test func ordinaryLinesAreNotDirectives() throws {
    #expect(try Directive.parse(line: "Some {{#prose}} here", at: start) == nil)
    #expect(try Directive.parse(line: "", at: start) == nil)
  }

  @Test func malformedDirectivesAreErrors() {
    #expect(
      throws: Diagnostic("unterminated directive: expected '}}' at the end of the line", at: start)
    ) {
      try Directive.parse(line: "{{#include a.swift", at: start)
    }
    #expect(throws: Diagnostic("expected a directive name after '{{#'", at: start)) {
      try Directive.parse(line: "{{# }}", at: start)
    }
  }

  @Test func namesInAnyScriptAndMarksBesideTheBracesReadAsCharacters() throws {
    let named = try [
      "{{#tést a}}", "{{#te\u{301}st-1_x  b c }}", "\t{{#名前 x}}", "{{#a\u{301}}}",
    ].map { try #require(try Directive.parse(line: $0, at: start)) }
    #expect(named.map(\.name) == ["tést", "te\u{301}st-1_x", "名前", "a\u{301}"])
    #expect(named.map(\.arguments) == ["a", "b c", "x", ""])
    #expect(named.map(\.argumentsLocation.column) == [10, 16, 12, 7])
    #expect(try Directive.parse(line: "{{#\u{301}x}}", at: start) == nil)
    for line in ["{{#x}}\u{301}", "{{#x \u{600}}}", "{{#x}"] {
      #expect(throws: Diagnostic.self) { try Directive.parse(line: line, at: start) }
    }
    #expect(throws: Diagnostic("expected a directive name after '{{#'", at: start)) {
      try Directive.parse(line: "{{#}}", at: start)
    }
  }

  @Test func unknownDirectiveIsALocatedError() throws {
    let book = try FixtureBook()
    let errors = try book.diagnostics(
      chapter: "# The counter\n\nText.\n\n  {{#diagram kvo-flow}}\n")
    #expect(
      errors == [
        "chapters/01-counter.md:5:3: error: unknown directive 'diagram' (known: claim, exercise, include, plot, route, sources, table, test, tests, trace)"
      ])
  }

  @Test func directivesWorkInsideListsAndAdmonitions() throws {
    let book = try FixtureBook()
    let markdown =
      "# The counter\n\n- An item:\n\n  {{#include Sources/Demo/Counter.swift:increment}}\n\n> [!NOTE]\n> In a note:\n>\n> {{#test DemoTests/startsAtZero}}\n\n- {{#claim missing}}\n"
    #expect(
      try book.diagnostics(chapter: markdown) == [
        "chapters/01-counter.md:12:12: error: no claim 'missing' in the claims ledger"
      ])
    try book.write(
      "chapters/01-counter.md", String(markdown.dropLast("\n- {{#claim missing}}\n".count)))
    let html = try book.buildPage("01-counter.html")
    #expect(
      html.contains(
        "<li>\n<p>An item:</p>\n<figure class=\"listing\"><figcaption>in <code>Sources/Demo/Counter.swift</code>, <span class=\"anchor-name\">increment</span>, lines 8–11</figcaption>"
      ))
    #expect(html.contains("<p>In a note:</p>\n<figure id=\"test-demotests-startsatzero\""))
  }

  @Test func aDirectiveInsideProseIsAnError() throws {
    let book = try FixtureBook()
    let errors = try book.diagnostics(
      chapter: "# The counter\n\nSee {{#test DemoTests/startsAtZero}} here.\n")
    #expect(
      errors == ["chapters/01-counter.md:3:5: error: a directive must stand alone on its own line"])
  }

  /// A directive defined outside the generator joins with one `register` call: the walker and
  /// the argument parser need nothing from it but its syntax and its renderer.
  @Test func registeringARendererAddsADirective() throws {
    let book = try FixtureBook()
    try book.write(
      "chapters/01-counter.md",
      "# The counter\n\n{{#keys ⌘ Shift <K> label=\"Find & open\"}}\n\n{{#keys Esc}}\n")
    var builder = book.builder
    builder.registry.register(KeysRenderer())
    try builder.build()
    let html = try book.read("site/public/01-counter.html")
    #expect(
      html.contains(
        "<p class=\"keys\" title=\"Find &amp; open\"><kbd>⌘</kbd>+<kbd>Shift</kbd>+<kbd>&lt;K&gt;</kbd></p>\n<p class=\"keys\"><kbd>Esc</kbd></p>"
      ))
    #expect(try book.read("site/public/search-index.js").contains("Shift"))

    try book.write(
      "chapters/01-counter.md", "# The counter\n\n{{#keys}}\n\n{{#keys K colour=red}}\n")
    do {
      try builder.check()
      Issue.record("wrong arguments were taken")
    } catch let list as DiagnosticList {
      #expect(
        list.diagnostics.map(\.description) == [
          "chapters/01-counter.md:3:8: error: expected {{#keys KEY … [label=\"…\"]}}",
          "chapters/01-counter.md:5:11: error: unknown keys argument 'colour=red' (expected label)",
        ])
    }
  }

  /// The README's example of a new directive is this file's `KeysRenderer`, so it compiles and
  /// works as shown.
  @Test func theReadmeShowsTheRendererThisFileRegisters() throws {
    func renderer(in path: String) throws -> Substring? {
      let text = try String(
        contentsOf: FixtureBook.packageRoot.appending(path: path), encoding: .utf8)
      // At the start of a line, so that this function's own text does not match.
      guard let start = text.firstRange(of: "\n" + "struct KeysRenderer"),
        let end = text[start.lowerBound...].firstRange(of: "\n}\n")
      else { return nil }
      return text[start.lowerBound..<end.upperBound]
    }
    let shown = try #require(try renderer(in: "README.md"))
    #expect(shown == (try renderer(in: "Tests/WorkbookTests/DirectiveTests.swift")))
  }

  /// A renderer sees the whole page before rendering any of it: `{{#step}}` numbers itself
  /// among the page's steps.
  @Test func aRendererSeesEveryDirectiveOfThePageFirst() throws {
    let book = try FixtureBook()
    try book.write(
      "chapters/01-counter.md",
      "# The counter\n\n{{#step Count}}\n\n{{#include Sources/Demo/Counter.swift:increment}}\n\n{{#step Check}}\n"
    )
    var builder = book.builder
    builder.registry.register(StepRenderer())
    try builder.build()
    let html = try book.read("site/public/01-counter.html")
    #expect(html.contains("<p class=\"step\">Step 1 of 2: Count</p>"))
    #expect(html.contains("<p class=\"step\">Step 2 of 2: Check</p>"))
  }
}

/// `{{#keys ⌘ Shift K [label="…"]}}`: a key combination, each key in a `<kbd>` (the README's
/// example of a new directive).
struct KeysRenderer: DirectiveRenderer {
  static let syntax = DirectiveSyntax(
    "keys", words: [.oneOrMore("KEY")], keys: [.optional("label", .text("\"…\""))])

  func render(_ directive: Directive, arguments: DirectiveArguments, in context: BuildContext)
    -> DirectiveOutput
  {
    var html = HTMLWriter()
    html.element("p", ["class": "keys", "title": arguments.text("label")]) { html in
      for (index, key) in arguments.words.enumerated() {
        if index > 0 { html.text("+") }
        html.element("kbd", text: key)
      }
    }
    return DirectiveOutput(html: html.fragment, searchText: arguments.words.joined(separator: " "))
  }
}

/// `{{#step TITLE}}`: "Step 2 of 3: TITLE", counted among the page's steps.
struct StepRenderer: DirectiveRenderer {
  static let syntax = DirectiveSyntax("step", words: [.required("TITLE")])
  /// Where each step of the page stands, by its line.
  var numbers: [Int: Int] = [:]

  func onPage(_ directives: [Directive], in context: BuildContext) -> StepRenderer {
    let steps = directives.filter { $0.name == Self.syntax.name }
    var renderer = self
    for (index, step) in steps.enumerated() { renderer.numbers[step.location.line] = index + 1 }
    return renderer
  }

  func render(_ directive: Directive, arguments: DirectiveArguments, in context: BuildContext)
    -> DirectiveOutput
  {
    let text =
      "Step \(numbers[directive.location.line] ?? 0) of \(numbers.count): \(arguments.words[0])"
    return DirectiveOutput(
      html: HTMLFragment { $0.element("p", class: "step", text: text) }, searchText: text)
  }
}
