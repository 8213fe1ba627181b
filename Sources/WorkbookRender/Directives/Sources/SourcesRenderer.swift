import WorkbookBase
import WorkbookBook

/// `{{#sources}}`: the sources ledger as the reader needs it: a table of the articles the book
/// follows (each title in its own language, author, site, year, the chapters that use it) and a
/// list of the repositories and documents it read, with the versions it cites. What the ledger
/// says is not known is shown as not known.
struct SourcesRenderer: DirectiveRenderer {
  static let syntax = DirectiveSyntax("sources")

  func render(_ directive: Directive, arguments: DirectiveArguments, in context: BuildContext)
    throws -> DirectiveOutput
  {
    guard !context.sources.isEmpty else {
      throw Diagnostic(
        "{{#sources}} needs a 'sources: FILE' line in \(context.book.tableOfContentsPath) naming a sources ledger with entries",
        at: directive.location)
    }
    let ui = context.ui
    let articles = context.sources.filter { $0.kind == .article }
    var html = HTMLWriter()
    if !articles.isEmpty {
      HTMLTable.write(
        label: ui("The articles"),
        header: [
          ui("article"), ui("language"), ui("author"), ui("site"), ui("year"), ui("used in"),
        ],
        rows: articles.count, rowIDs: articles.map { "source-\($0.id)" }, ui: ui, into: &html
      ) { row, html in
        let source = articles[row]
        html.element("td") { $0.append(SourceName.title(source, ui: ui)) }
        html.element(
          "td",
          text: source.known("language").map { SourceName.language($0, ui: ui) }
            ?? ui("not known"))
        for key in ["author", "site", "year"] {
          html.element("td", text: source.known(key) ?? ui("not known"))
        }
        html.element("td") { writeChapters(source, in: context.book, into: &$0) }
      }
    }
    let others = context.sources.filter { $0.kind != .article }
    if !others.isEmpty {
      html.open("ul", class: "sources-read")
      html.text("\n")
      for source in others {
        html.element("li", ["id": "source-\(source.id)"]) { html in
          html.append(SourceName.html(source, ui: ui))
          if let about = source.known("about") {
            html.text(": ")
            html.text(about)
          }
          if let read = source.known("read") {
            html.message(ui(". Read: {versions}"), ["versions": .text(read)])
          }
        }
        html.text("\n")
      }
      html.close("ul")
      html.text("\n")
    }
    let text = context.sources.map { "\($0.title) \($0.fields["author"] ?? "")" }
    return DirectiveOutput(
      html: html.fragment, searchText: text.joined(separator: " "),
      anchors: context.sources.map { "source-\($0.id)" })
  }

  /// Links to the chapters the source's `used-in:` names, by their titles.
  private func writeChapters(_ source: BookSource, in book: Book, into html: inout HTMLWriter) {
    let files = (source.fields["used-in"] ?? "").split(separator: ",").map { $0.trimmingSpaces }
    let pages = files.compactMap { file in book.pages.first { $0.kind == .chapter(file: file) } }
    for (index, page) in pages.enumerated() {
      if index > 0 { html.text(", ") }
      html.element("a", ["href": page.outputName], text: page.title)
    }
  }
}
