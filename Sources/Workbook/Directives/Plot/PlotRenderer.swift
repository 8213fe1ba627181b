/// `{{#plot PATH x=COLUMN y=COLUMN [series=COLUMN] [scale=linear|log-log] [title="…"]}}`: a
/// chart drawn at build time from measured data in a comma-separated file, with the data itself
/// folded below it. No picture is drawn by hand, and none needs JavaScript.
struct PlotRenderer: DirectiveRenderer {
  let name = "plot"

  func render(_ directive: Directive, in context: BuildContext) throws -> DirectiveOutput {
    let arguments = try PlotArguments(
      parsing: directive.arguments, at: directive.argumentsLocation)
    let csv = try context.files.read(arguments.path, at: directive.argumentsLocation)
    let data = try PlotData(csv: csv, path: arguments.path, arguments: arguments)
    var html = "<figure class=\"plot-figure\">"
    let ui = context.ui
    html += try PlotSVG(data: data, arguments: arguments).svg(
      at: directive.argumentsLocation, ui: ui)
    let file = "<code>\(HTML.escape(arguments.path))</code>"
    let caption =
      arguments.title.map {
        ui.html("{title}, drawn from {file}", ["title": HTML.escape($0), "file": file])
      } ?? ui.html("drawn from {file}", ["file": file])
    html += "<figcaption>\(caption)</figcaption>"
    html +=
      "<details class=\"plot-data\"><summary>\(ui.html("The data"))</summary><table><thead><tr>"
    html += "<th>\(HTML.escape(arguments.series ?? ui("series")))</th>"
    html +=
      "<th>\(HTML.escape(arguments.x))</th><th>\(HTML.escape(arguments.y))</th></tr></thead><tbody>"
    for series in data.series {
      for point in series.points {
        html +=
          "<tr><td>\(HTML.escape(series.name))</td><td>\(Self.cell(point.x))</td><td>\(Self.cell(point.y))</td></tr>"
      }
    }
    html += "</tbody></table></details></figure>\n"
    return DirectiveOutput(
      html: html,
      searchText: [arguments.title ?? "", arguments.x, arguments.y].joined(separator: " "),
      evidence: directive.arguments + "\n" + csv)
  }

  /// A value for the data table, as the data file has it, without a needless `.0`.
  static func cell(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
