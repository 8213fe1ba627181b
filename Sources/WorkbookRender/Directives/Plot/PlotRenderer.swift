import WorkbookBase

/// `{{#plot PATH x=COLUMN y=COLUMN [series=COLUMN] [scale=linear|log-log] [title="…"]}}`: a
/// chart drawn at build time from measured data in a comma-separated file, with the data itself
/// folded below it. No picture is drawn by hand, and none needs JavaScript.
struct PlotRenderer: DirectiveRenderer {
  static let syntax = PlotArguments.syntax

  /// What a plot shows in every edition of its page, prepared once per build
  /// (``BuildContext/plots``): its data file, the points drawn from it, and the rows of the
  /// data table.
  struct Prepared: Sendable {
    let csv: String
    let data: PlotData
    let rows: HTMLFragment
  }

  /// What a plot's ``Prepared`` depends on: its data file and the columns and scale it draws,
  /// by their bytes, but not its title, which a translation words in its own language.
  struct Key: Hashable, Sendable {
    let path: ExactText
    let x: ExactText
    let y: ExactText
    let series: ExactText?
    let scale: PlotArguments.Scale

    init(_ arguments: PlotArguments) {
      path = ExactText(arguments.path)
      x = ExactText(arguments.x)
      y = ExactText(arguments.y)
      series = arguments.series.map(ExactText.init)
      scale = arguments.scale
    }
  }

  func render(_ directive: Directive, arguments: DirectiveArguments, in context: BuildContext)
    throws -> DirectiveOutput
  {
    let arguments = PlotArguments(arguments)
    let prepared = try context.plots.value(for: Key(arguments)) {
      () throws(Diagnostic) in
      try Self.prepare(arguments, at: directive.argumentsLocation, in: context)
    }
    let ui = context.ui
    let svg = try PlotSVG(data: prepared.data, arguments: arguments).svg(
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
    html.append(prepared.rows)
    html.close("table")
    html.close("details")
    html.close("figure")
    html.text("\n")
    return DirectiveOutput(
      html: html.fragment,
      searchText: [arguments.title ?? "", arguments.x, arguments.y].joined(separator: " "),
      evidence: directive.arguments + "\n" + prepared.csv)
  }

  /// The plot's data file read, its points picked, and the data table's body written.
  private static func prepare(
    _ arguments: PlotArguments, at location: SourceLocation, in context: BuildContext
  ) throws(Diagnostic) -> Prepared {
    let csv = try context.files.read(arguments.path, at: location)
    let data = try PlotData(csv: csv, path: arguments.path, arguments: arguments)
    let rows = HTMLFragment { html in
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
    }
    return Prepared(csv: csv, data: data, rows: rows)
  }

  /// A value for the data table, as the data file has it, without a needless `.0`.
  static func cell(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
