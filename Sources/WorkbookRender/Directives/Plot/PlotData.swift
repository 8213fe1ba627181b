import WorkbookBase
import WorkbookBook

/// The points of a plot, read from a comma-separated file with a header row, grouped into
/// series.
struct PlotData: Equatable {
  struct Point: Equatable {
    var x: Double
    var y: Double
  }

  struct Series: Equatable {
    var name: String
    var points: [Point]
  }

  var series: [Series]

  /// Reads `csv` (from `path`) and picks the columns `arguments` name. Every value drawn must be
  /// a number, and a positive one on a logarithmic scale.
  init(csv: String, path: String, arguments: PlotArguments) throws(Diagnostic) {
    let data = try DataRows(csv, path: path)
    let columns = data.header
    func index(of column: String) throws(Diagnostic) -> Int {
      guard let index = columns.firstIndex(of: column) else {
        throw Diagnostic(
          "no column '\(column)' (columns: \(columns.joined(separator: ", ")))",
          at: .init(path: path, line: 1, column: 1))
      }
      return index
    }
    let xIndex = try index(of: arguments.x)
    let yIndex = try index(of: arguments.y)
    let seriesIndex = try arguments.series.map { (column) throws(Diagnostic) in
      try index(of: column)
    }
    var order: [String] = []
    var points: [String: [Point]] = [:]
    for (cells, line) in data.rows {
      let location = SourceLocation(path: path, line: line, column: 1)
      guard let x = Double(cells[xIndex]), let y = Double(cells[yIndex]), x.isFinite, y.isFinite
      else {
        throw Diagnostic(
          "'\(arguments.x)' and '\(arguments.y)' must be finite numbers", at: location)
      }
      if arguments.scale == .logLog, x <= 0 || y <= 0 {
        throw Diagnostic("a log-log plot needs positive values", at: location)
      }
      let name = seriesIndex.map { cells[$0] } ?? arguments.y
      if points[name] == nil { order.append(name) }
      points[name, default: []].append(Point(x: x, y: y))
    }
    guard !order.isEmpty else {
      throw Diagnostic("the data file has no rows", at: .init(path: path, line: 1, column: 1))
    }
    series = order.map { Series(name: $0, points: points[$0]!.sorted { $0.x < $1.x }) }
  }
}
