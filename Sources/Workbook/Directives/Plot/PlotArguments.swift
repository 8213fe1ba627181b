/// The arguments of `{{#plot PATH x=COLUMN y=COLUMN series=COLUMN scale=linear|log-log
/// title="…"}}`: a data file, which columns to draw, and how.
struct PlotArguments: Equatable {
  /// How the axes are scaled.
  enum Scale: String {
    case linear
    case logLog = "log-log"
  }

  var path: String
  var x: String
  var y: String
  var series: String?
  var scale: Scale
  var title: String?

  static let keys: Set<String> = ["x", "y", "series", "scale", "title"]

  /// Parses the text after `{{#plot`; values may be quoted with `"` to hold spaces.
  init(parsing text: String, at location: SourceLocation) throws(Diagnostic) {
    let words = try DirectiveWords.split(text, at: location)
    guard let path = words.first, !path.contains("=") else {
      throw Diagnostic("expected a data file first: {{#plot PATH x=… y=…}}", at: location)
    }
    let values = try DirectiveWords.keyValues(
      words.dropFirst(), allowed: Self.keys, directive: "plot", at: location)
    guard let x = values["x"], let y = values["y"] else {
      throw Diagnostic("a plot needs x=COLUMN and y=COLUMN", at: location)
    }
    guard let scale = Scale(rawValue: values["scale"] ?? "linear") else {
      throw Diagnostic(
        "unknown scale '\(values["scale"] ?? "")' (expected linear or log-log)", at: location)
    }
    self.path = path
    self.x = x
    self.y = y
    self.series = values["series"]
    self.scale = scale
    self.title = values["title"]
  }
}
