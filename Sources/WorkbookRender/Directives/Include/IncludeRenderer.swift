import WorkbookBase
import WorkbookBook

/// `{{#include PATH[:ANCHOR | :START:END]}}` standing alone: a highlighted listing whose language
/// comes from the file's extension, captioned with where it lives. A Swift or Objective-C listing
/// must balance its braces: a fragment that stops mid-function teaches the wrong shape.
struct IncludeRenderer: DirectiveRenderer {
  static let syntax = DirectiveSyntax("include", words: [.required("PATH[:ANCHOR|:START:END]")])

  /// A listing shown in full.
  func readingTime(
    of directive: Directive, arguments: DirectiveArguments, in context: BuildContext
  ) -> ReadingTime {
    ReadingTime(words: 0, listings: 1)
  }

  func render(_ directive: Directive, arguments: DirectiveArguments, in context: BuildContext)
    throws -> DirectiveOutput
  {
    let included = try IncludeResolver.resolve(
      arguments.words[0], at: arguments.wordLocations[0], files: context.files)
    let language = included.language
    if let problem = included.braceProblem {
      throw Diagnostic(
        "the listing '\(directive.arguments)' \(problem); a listing shows whole declarations or statements: move its ANCHOR_END or split the region",
        at: directive.argumentsLocation)
    }
    let html = HTMLFragment { html in
      Listing.write(
        code: included.text, language: language, caption: included.caption(ui: context.ui),
        ui: context.ui, highlighted: context.highlighted, into: &html)
    }
    return DirectiveOutput(
      html: html, searchText: included.text,
      shownSources: [
        ShownSource(path: included.path, lines: included.shownLines, location: directive.location)
      ])
  }
}
