import Testing

@testable import Workbook

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

  /// A later issue adds a renderer without touching the parser or the walker.
  @Test func registeringARendererAddsADirective() throws {
    struct Shout: DirectiveRenderer {
      let name = "shout"
      func render(_ directive: Directive, in context: BuildContext) throws -> DirectiveOutput {
        DirectiveOutput(
          html: HTMLFragment {
            $0.element("p", class: "shout", text: directive.arguments.uppercased())
          },
          searchText: directive.arguments)
      }
    }
    let book = try FixtureBook()
    try book.write("chapters/01-counter.md", "# The counter\n\n{{#shout a<b}}\n")
    var builder = book.builder
    builder.registry.register(Shout())
    try builder.build()
    #expect(try book.read("site/public/01-counter.html").contains("<p class=\"shout\">A&lt;B</p>"))
  }
}
