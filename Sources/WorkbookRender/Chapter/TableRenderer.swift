import WorkbookBase

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
    var html: HTMLFragment
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
    var output = Output(html: .empty, searchText: "", links: [])
    var headerTexts: [String] = []
    var header = HTMLWriter()
    row(
      table.header, tag: "th", table: table, paragraph: paragraph, source, &output,
      plainTexts: &headerTexts, into: &header)
    var html = HTMLWriter()
    html.open(
      "div",
      [
        "class": "table-frame", "tabindex": "0", "role": "region",
        "aria-label": ui("Table: {label}", ["label": headerTexts.joined(separator: ", ")]),
      ])
    html.open("table")
    html.text("\n")
    html.element("thead") { html in
      html.text("\n")
      html.append(header.fragment)
    }
    html.text("\n")
    if !table.body.isEmpty {
      html.open("tbody")
      html.text("\n")
      for body in table.body {
        var texts: [String] = []
        row(
          body, tag: "td", table: table, paragraph: paragraph, source, &output,
          plainTexts: &texts, into: &html)
      }
      html.close("tbody")
      html.text("\n")
    }
    html.close("table")
    html.close("div")
    html.text("\n")
    output.html = html.fragment
    return output
  }

  private func row(
    _ row: PipeTable.Row, tag: StaticString, table: PipeTable, paragraph: MarkdownNode,
    _ source: SourceLines, _ output: inout Output, plainTexts: inout [String],
    into html: inout HTMLWriter
  ) {
    html.open("tr")
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
      html.open(tag, ["style": Self.style(alignment)])
      html.append(inline.html)
      html.close(tag)
    }
    html.close("tr")
    html.text("\n")
  }

  /// The `style` of a cell aligned as `alignment`, or none.
  private static func style(_ alignment: PipeTable.Alignment) -> String? {
    switch alignment {
    case .unspecified: nil
    case .left: "text-align: left"
    case .center: "text-align: center"
    case .right: "text-align: right"
    }
  }
}
