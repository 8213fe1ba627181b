import WorkbookBase

/// `{{#plot PATH x=COLUMN y=COLUMN [series=COLUMN] [scale=linear|log-log] [title="…"]}}`: a
/// chart drawn at build time from measured data in a comma-separated file, with the data itself
/// folded below it. No picture is drawn by hand, and none needs JavaScript.
struct PlotRenderer: DirectiveRenderer {
  static let syntax = PlotArguments.syntax

  func render(_ directive: Directive, arguments: DirectiveArguments, in context: BuildContext)
    throws -> DirectiveOutput
  {
    let arguments = PlotArguments(arguments)
    let csv = try context.files.read(arguments.path, at: directive.argumentsLocation)
    let data = try PlotData(csv: csv, path: arguments.path, arguments: arguments)
    let ui = context.ui
    let svg = try PlotSVG(data: data, arguments: arguments).svg(
      at: directive.argumentsLocation, ui: ui)
    var html = HTMLWriter()
    html.open("figure", class: "plot-figure")
    html.append(svg)
    html.element("figcaption") { html in
      if let title = arguments.title {
        html.message(
          ui("{title}, drawn from {file}"), ["title": .text(title), "file": .code(arguments.path)])
      } else {
        html.message(ui("drawn from {file}"), ["file": .code(arguments.path)])
      }
    }
    html.open("details", class: "plot-data")
    html.element("summary") { $0.message(ui("The data")) }
    html.open("table")
    html.element("thead") { html in
      html.element("tr") { html in
        html.element("th", text: arguments.series ?? ui("series"))
        html.element("th", text: arguments.x)
        html.element("th", text: arguments.y)
      }
    }
    html.element("tbody") { html in
      for series in data.series {
        for point in series.points {
          html.element("tr") { html in
            html.element("td", text: series.name)
            html.element("td", text: Self.cell(point.x))
            html.element("td", text: Self.cell(point.y))
          }
        }
      }
    }
    html.close("table")
    html.close("details")
    html.close("figure")
    html.text("\n")
    return DirectiveOutput(
      html: html.fragment,
      searchText: [arguments.title ?? "", arguments.x, arguments.y].joined(separator: " "),
      evidence: directive.arguments + "\n" + csv)
  }

  /// A value for the data table, as the data file has it, without a needless `.0`.
  static func cell(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
