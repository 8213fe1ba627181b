import WorkbookBase

/// A table the generator builds from data, framed as the Markdown tables are (scrollable on a
/// narrow screen, named for assistive technology).
enum HTMLTable {
  /// The table under `label`: the header's cells are text, and `writeRow` writes each row's
  /// cells (one `<td>` each) for its index; a row of `rowIDs` gets that element id.
  static func write(
    label: String, header: [String], rows: Int, rowIDs: [String?] = [], ui: UIText,
    into html: inout HTMLWriter, writeRow: (Int, inout HTMLWriter) -> Void
  ) {
    html.open(
      "div",
      [
        "class": "table-frame", "tabindex": "0", "role": "region",
        "aria-label": ui("Table: {label}", ["label": label]),
      ])
    html.open("table")
    html.text("\n")
    html.open("thead")
    html.text("\n")
    html.open("tr")
    for cell in header { html.element("th", text: cell) }
    html.close("tr")
    html.text("\n")
    html.close("thead")
    html.text("\n")
    html.open("tbody")
    html.text("\n")
    for row in 0..<rows {
      html.open("tr", ["id": row < rowIDs.count ? rowIDs[row] : nil])
      writeRow(row, &html)
      html.close("tr")
      html.text("\n")
    }
    html.close("tbody")
    html.text("\n")
    html.close("table")
    html.close("div")
    html.text("\n")
  }
}
