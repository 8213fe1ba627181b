import WorkbookBase
import WorkbookBook

/// `{{#table PATH}}` or `{{#table PATH columns=a,b,c}}`: a comma-separated data file (first row
/// the header, no quoted fields) shown as a table, so measured figures reach the page from the
/// file that holds them rather than typed. `columns=` picks and orders the columns shown.
struct CSVTableRenderer: DirectiveRenderer {
  static let syntax = DirectiveSyntax(
    "table", words: [.required("PATH")], keys: [.optional("columns", .list("A,B"))])

  func render(_ directive: Directive, arguments: DirectiveArguments, in context: BuildContext)
    throws -> DirectiveOutput
  {
    let path = arguments.words[0]
    let data = try DataRows(context.files.read(path, at: arguments.wordLocations[0]), path: path)
    let header = data.header
    let indices = try (arguments.list("columns") ?? header).map { column throws(Diagnostic) in
      guard let index = header.firstIndex(of: column) else {
        throw Diagnostic(
          "no column '\(column)' in '\(path)' (columns: \(header.joined(separator: ", ")))",
          at: arguments.location(of: "columns") ?? arguments.wordLocations[0])
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
