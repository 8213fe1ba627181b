/// `{{#claim ID}}`: one line in the text with the claim, who made it, its verdict and the live
/// status of the tests that decide it, linking to the claim in the claims appendix.
/// `{{#claim ID box}}`: the full box (statement, source, verdict, each deciding test, the note),
/// for the few claims a chapter's argument turns on.
struct ClaimRenderer: DirectiveRenderer {
  let name = "claim"

  func render(_ directive: Directive, in context: BuildContext) throws -> DirectiveOutput {
    let words = directive.arguments.split(separator: " ", omittingEmptySubsequences: true)
    guard let id = words.first.map(String.init), words.count <= 2,
      words.count == 1 || words[1] == "box"
    else {
      throw Diagnostic(
        "expected {{#claim ID}} or {{#claim ID box}}, found '\(directive.arguments)'",
        at: directive.argumentsLocation)
    }
    guard let claim = context.claims[id] else {
      throw Diagnostic("no claim '\(id)' in the claims ledger", at: directive.argumentsLocation)
    }
    let html =
      words.count == 2
      ? try ClaimBox.html(claim, in: context, headingLevel: nil)
      : try ClaimBox.line(claim, in: context)
    return DirectiveOutput(
      html: html, searchText: "\(claim.says) \(claim.source) \(claim.note ?? "")",
      evidence: "\(claim.verdict)\n\(claim.says)\n\(claim.source)\n\(claim.note ?? "")")
  }
}
