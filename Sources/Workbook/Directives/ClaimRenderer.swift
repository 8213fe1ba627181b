/// `{{#claim ID}}`: a box with a claim from the ledger, its verdict, and the live status of each
/// test that decides it, linking to the claims appendix.
struct ClaimRenderer: DirectiveRenderer {
  let name = "claim"

  func render(_ directive: Directive, in context: BuildContext) throws -> DirectiveOutput {
    guard let claim = context.claims[directive.arguments] else {
      throw Diagnostic(
        "no claim '\(directive.arguments)' in the claims ledger", at: directive.argumentsLocation)
    }
    let html = try ClaimBox.html(claim, in: context, headingLevel: nil)
    return DirectiveOutput(
      html: html, searchText: "\(claim.says) \(claim.source) \(claim.note ?? "")")
  }
}
