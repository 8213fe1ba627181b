import WorkbookBase
import WorkbookBook

/// Renders a code block of a chapter as a highlighted listing.
struct CodeBlockRenderer {
  let files: SourceFiles
  let ui: UIText
  let highlighted: HighlightedCode

  /// A fenced block's `{{#include}}` lines replaced by what they name, then highlighted in the
  /// language its info string gives. Any other directive inside a code block is an error.
  func render(_ node: MarkdownNode, source: SourceLines) throws -> DirectiveOutput {
    let opening = source.text(line: node.startLine, from: node.startColumn)
      .drop(while: { $0 == " " })
    let fenced = opening.hasPrefix("```") || opening.hasPrefix("~~~")
    let language = fenced ? String(node.fenceInfo.split(separator: " ").first ?? "text") : "text"
    var lines: [String] = []
    var caption: HTMLFragment?
    var collector = DiagnosticCollector()
    let literal = node.literal.hasSuffix("\n") ? String(node.literal.dropLast()) : node.literal
    for (index, line) in literal.lines.enumerated() {
      let lineNumber = node.startLine + 1 + index
      let raw = source.text(line: lineNumber)
      let directive =
        fenced
        ? collector.capturing({
          try Directive.parse(line: raw, at: source.location(line: lineNumber, column: 1))
        }) ?? nil : nil
      guard let directive else {
        lines.append(String(line))
        continue
      }
      guard directive.name == "include" else {
        collector.report(
          "only {{#include}} can stand inside a code block, not {{#\(directive.name)}}",
          at: directive.location)
        continue
      }
      if let included = collector.capturing({
        let arguments = try DirectiveArguments(directive, syntax: IncludeRenderer.syntax)
        return try IncludeResolver.resolve(
          arguments.words[0], at: arguments.wordLocations[0], files: files)
      }) {
        lines.append(included.text)
        caption = caption ?? included.caption(ui: ui)
      }
    }
    try collector.throwIfAny()
    let code = lines.joined(separator: "\n")
    return DirectiveOutput(
      html: HTMLFragment { html in
        Listing.write(
          code: code, language: language, caption: caption, ui: ui, highlighted: highlighted,
          into: &html)
      },
      searchText: code)
  }
}
