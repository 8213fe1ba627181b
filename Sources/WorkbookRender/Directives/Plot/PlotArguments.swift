/// The arguments of `{{#plot PATH x=COLUMN y=COLUMN series=COLUMN scale=linear|log-log
/// title="…"}}`: a data file, which columns to draw, and how.
struct PlotArguments: Equatable {
  /// How the axes are scaled.
  enum Scale: String {
    case linear
    case logLog = "log-log"
  }

  static let syntax = DirectiveSyntax(
    "plot", words: [.required("PATH")],
    keys: [
      .required("x", .text("COLUMN")), .required("y", .text("COLUMN")),
      .optional("series", .text("COLUMN")),
      .optional("scale", .choice([Scale.linear.rawValue, Scale.logLog.rawValue])),
      .optional("title", .text("\"…\"")),
    ])

  var path: String
  var x: String
  var y: String
  var series: String?
  var scale: Scale
  var title: String?

  /// The plot `arguments`, read against ``syntax``, asks for.
  init(_ arguments: DirectiveArguments) {
    path = arguments.words[0]
    x = arguments.text("x") ?? ""
    y = arguments.text("y") ?? ""
    series = arguments.text("series")
    scale = arguments.text("scale").flatMap(Scale.init) ?? .linear
    title = arguments.text("title")
  }
}
