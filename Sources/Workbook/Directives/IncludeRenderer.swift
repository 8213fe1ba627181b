/// `{{#include PATH[:ANCHOR | :START:END]}}` standing alone: a highlighted listing whose language
/// comes from the file's extension, captioned with where it lives.
struct IncludeRenderer: DirectiveRenderer {
  let name = "include"

  func render(_ directive: Directive, in context: BuildContext) throws -> DirectiveOutput {
    let included = try IncludeResolver.resolve(
      directive.arguments, at: directive.argumentsLocation, files: context.files)
    let language = Highlighter.language(forPath: included.path)
    let html = Listing.html(
      code: included.text, language: language, caption: included.caption)
    return DirectiveOutput(html: html, searchText: included.text)
  }
}
