import WorkbookBase
import WorkbookBook

/// `{{#claim ID}}`: one line in the text with the claim, who made it, its verdict and the live
/// status of the tests that decide it, linking to the claim in the claims appendix.
/// `{{#claim ID box}}`: the full box (statement, source, verdict, each deciding test, the note),
/// for the few claims a chapter's argument turns on.
struct ClaimRenderer: DirectiveRenderer {
  static let syntax = DirectiveSyntax("claim", words: [.required("ID"), .flag("box")])

  /// The claim's statement and note, read on the page.
  func readingTime(
    of directive: Directive, arguments: DirectiveArguments, in context: BuildContext
  ) -> ReadingTime {
    guard let claim = context.claims[arguments.words[0]] else { return .zero }
    return ReadingTime(
      words: ReadingTime.wordCount(claim.says + " " + (claim.note ?? "")), listings: 0)
  }

  func render(_ directive: Directive, arguments: DirectiveArguments, in context: BuildContext)
    throws -> DirectiveOutput
  {
    let id = arguments.words[0]
    guard let claim = context.claims[id] else {
      throw Diagnostic("no claim '\(id)' in the claims ledger", at: arguments.wordLocations[0])
    }
    let html =
      arguments.has("box")
      ? try ClaimBox.html(claim, in: context, headingLevel: nil)
      : try ClaimBox.line(claim, in: context)
    return DirectiveOutput(
      html: html, searchText: "\(claim.says) \(claim.source) \(claim.note ?? "")",
      evidence: "\(claim.verdict)\n\(claim.says)\n\(claim.source)\n\(claim.note ?? "")")
  }
}
