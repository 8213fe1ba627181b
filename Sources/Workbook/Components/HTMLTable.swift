/// A table the generator builds from data, framed as the Markdown tables are (scrollable on a
/// narrow screen, named for assistive technology). Cells are HTML, escaped by the caller.
enum HTMLTable {
  static func html(
    label: String, header: [String], rows: [[String]], rowIDs: [String?] = [], ui: UIText
  ) -> String {
    var html = "<div class=\"table-frame\" tabindex=\"0\" role=\"region\" aria-label=\""
    html += "\(HTML.escape(ui("Table: {label}", ["label": label])))\"><table>\n<thead>\n<tr>"
    html += header.map { "<th>\($0)</th>" }.joined() + "</tr>\n</thead>\n<tbody>\n"
    for (index, row) in rows.enumerated() {
      let id = index < rowIDs.count ? rowIDs[index].map { " id=\"\(HTML.escape($0))\"" } ?? "" : ""
      html += "<tr\(id)>" + row.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
    }
    return html + "</tbody>\n</table></div>\n"
  }
}
