/// `{{#sources}}`: the sources ledger as the reader needs it: a table of the articles the book
/// follows (each title in its own language, author, site, year, the chapters that use it) and a
/// list of the repositories and documents it read, with the versions it cites. What the ledger
/// says is not known is shown as not known.
struct SourcesRenderer: DirectiveRenderer {
  let name = "sources"

  func render(_ directive: Directive, in context: BuildContext) throws -> DirectiveOutput {
    guard directive.arguments.isEmpty else {
      throw Diagnostic("{{#sources}} takes no arguments", at: directive.argumentsLocation)
    }
    guard !context.sources.isEmpty else {
      throw Diagnostic(
        "{{#sources}} needs a 'sources: FILE' line in \(context.book.tableOfContentsPath) naming a sources ledger with entries",
        at: directive.location)
    }
    let ui = context.ui
    let articles = context.sources.filter { $0.kind == .article }
    var html = ""
    if !articles.isEmpty {
      html += HTMLTable.html(
        label: ui("The articles"),
        header: [
          ui("article"), ui("language"), ui("author"), ui("site"), ui("year"), ui("used in"),
        ]
        .map(HTML.escape),
        rows: articles.map { source in
          [
            SourceName.title(source, ui: ui),
            source.known("language").map { HTML.escape(SourceName.language($0, ui: ui)) }
              ?? HTML.escape(ui("not known")),
            cell(source, "author", ui: ui), cell(source, "site", ui: ui),
            cell(source, "year", ui: ui), chapters(source, in: context.book),
          ]
        },
        rowIDs: articles.map { "source-\($0.id)" }, ui: ui)
    }
    let others = context.sources.filter { $0.kind != .article }
    if !others.isEmpty {
      html += "<ul class=\"sources-read\">\n"
      for source in others {
        html += "<li id=\"source-\(HTML.escape(source.id))\">\(SourceName.html(source, ui: ui))"
        if let about = source.known("about") { html += ": \(HTML.escape(about))" }
        if let read = source.known("read") {
          html += ui.html(". Read: {versions}", ["versions": HTML.escape(read)])
        }
        html += "</li>\n"
      }
      html += "</ul>\n"
    }
    let text = context.sources.map { "\($0.title) \($0.fields["author"] ?? "")" }
    return DirectiveOutput(
      html: html, searchText: text.joined(separator: " "),
      anchors: context.sources.map { "source-\($0.id)" })
  }

  private func cell(_ source: BookSource, _ key: String, ui: UIText) -> String {
    HTML.escape(source.known(key) ?? ui("not known"))
  }

  /// Links to the chapters the source's `used-in:` names, by their titles.
  private func chapters(_ source: BookSource, in book: Book) -> String {
    let files = (source.fields["used-in"] ?? "").split(separator: ",").map { $0.trimmingSpaces }
    let links = files.compactMap { file in
      book.pages.first { $0.kind == .chapter(file: file) }.map {
        "<a href=\"\($0.outputName)\">\(HTML.escape($0.title))</a>"
      }
    }
    return links.isEmpty ? "" : links.joined(separator: ", ")
  }
}
