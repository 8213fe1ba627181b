/// `{{#table PATH}}` or `{{#table PATH columns=a,b,c}}`: a comma-separated data file (first row
/// the header, no quoted fields) shown as a table, so measured figures reach the page from the
/// file that holds them rather than typed. `columns=` picks and orders the columns shown.
struct CSVTableRenderer: DirectiveRenderer {
  let name = "table"

  func render(_ directive: Directive, in context: BuildContext) throws -> DirectiveOutput {
    let words = directive.arguments.split(separator: " ", omittingEmptySubsequences: true)
    guard let path = words.first.map(String.init), words.count <= 2 else {
      throw Diagnostic(
        "expected {{#table PATH}} or {{#table PATH columns=a,b}}", at: directive.argumentsLocation)
    }
    var wanted: [String]?
    if words.count == 2 {
      guard words[1].hasPrefix("columns="), words[1].count > "columns=".count else {
        throw Diagnostic(
          "expected columns=a,b after the path, found '\(words[1])'",
          at: directive.argumentsLocation)
      }
      wanted = words[1].dropFirst("columns=".count).split(separator: ",").map(String.init)
    }
    let data = try DataRows(context.files.read(path, at: directive.argumentsLocation), path: path)
    let header = data.header
    let indices = try (wanted ?? header).map { column throws(Diagnostic) -> Int in
      guard let index = header.firstIndex(of: column) else {
        throw Diagnostic(
          "no column '\(column)' in '\(path)' (columns: \(header.joined(separator: ", ")))",
          at: directive.argumentsLocation)
      }
      return index
    }
    var html = HTMLWriter()
    HTMLTable.write(
      label: path.split(separator: "/").last.map(String.init) ?? path,
      header: indices.map { header[$0] }, rows: data.rows.count, ui: context.ui, into: &html
    ) { row, html in
      for index in indices { html.element("td", text: data.rows[row].values[index]) }
    }
    return DirectiveOutput(
      html: html.fragment,
      searchText: ([header] + data.rows.map(\.values)).map { $0.joined(separator: " ") }
        .joined(separator: "\n"))
  }
}
