/// Renders a paragraph that is a ``PipeTable`` as an HTML `<table>`, each cell's Markdown rendered
/// by cmark as inline content with its links rewritten like the chapter's. The table sits in a
/// frame that scrolls sideways on its own (never the page), focusable and labelled by its header
/// so a keyboard can scroll it.
struct TableRenderer {
  let links: LinkRewriter
  let ui: UIText
  /// A cell's Markdown in the page's language, from where the cell starts and its English; nil
  /// for an English page.
  var cellText: ((SourceLocation, String) -> String)? = nil

  /// What a rendered table gives the chapter: its HTML, its text for search and its links.
  struct Output {
    var html: String
    var searchText: String
    var links: [RenderedPage.Link]
  }

  /// The table read from `lines` (which start at `paragraph`'s position), or a located error.
  func render(lines: [Substring], at paragraph: MarkdownNode, source: SourceLines)
    throws(Diagnostic) -> Output
  {
    let table: PipeTable
    do {
      table = try PipeTable(lines: lines)
    } catch {
      throw Diagnostic(
        error.message,
        at: source.location(
          line: paragraph.startLine + error.line - 1,
          column: paragraph.startColumn + error.column - 1))
    }
    var output = Output(html: "", searchText: "", links: [])
    var headerTexts: [String] = []
    let header = row(
      table.header, tag: "th", table: table, paragraph: paragraph, source, &output,
      plainTexts: &headerTexts)
    let label = ui("Table: {label}", ["label": headerTexts.joined(separator: ", ")])
    var html = "<div class=\"table-frame\" tabindex=\"0\" role=\"region\" aria-label=\""
    html += "\(HTML.escape(label))\"><table>\n<thead>\n" + header + "</thead>\n"
    if !table.body.isEmpty {
      html += "<tbody>\n"
      for body in table.body {
        var texts: [String] = []
        html += row(
          body, tag: "td", table: table, paragraph: paragraph, source, &output, plainTexts: &texts)
      }
      html += "</tbody>\n"
    }
    output.html = html + "</table></div>\n"
    return output
  }

  private func row(
    _ row: PipeTable.Row, tag: String, table: PipeTable, paragraph: MarkdownNode,
    _ source: SourceLines, _ output: inout Output, plainTexts: inout [String]
  ) -> String {
    var html = "<tr>"
    for (cell, alignment) in zip(row.cells, table.alignments) {
      let location = source.location(
        line: paragraph.startLine + row.line - 1,
        column: paragraph.startColumn + cell.column - 1)
      let text = cellText?(location, cell.text) ?? cell.text
      let inline = InlineMarkdown.render(text) { node in
        if let link = links.rewrite(node, at: location) { output.links.append(link) }
      }
      output.searchText += inline.plainText + " "
      plainTexts.append(inline.plainText)
      html += "<\(tag)\(Self.style(alignment))>\(inline.html)</\(tag)>"
    }
    return html + "</tr>\n"
  }

  private static func style(_ alignment: PipeTable.Alignment) -> String {
    switch alignment {
    case .unspecified: ""
    case .left: " style=\"text-align: left\""
    case .center: " style=\"text-align: center\""
    case .right: " style=\"text-align: right\""
    }
  }
}
