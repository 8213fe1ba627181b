import WorkbookBase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Draws a plot as an SVG the page embeds: axes with ticks, one line of points per series, and
/// a legend. Colours come from the theme's CSS (`.plot-series-N`), so the plot follows light and
/// dark themes.
struct PlotSVG {
  let data: PlotData
  let arguments: PlotArguments

  private let width = 640.0
  private let height = 400.0
  private let left = 72.0
  private let right = 16.0
  private let top = 16.0
  private let bottom = 56.0

  /// An axis: where values go on screen, and where ticks stand. Everything is computed in the
  /// axis's own space (the value, or its base-10 logarithm), where any finite input stays
  /// finite; nil when the values are too large to give a finite axis.
  private struct Axis {
    /// The ends of the axis, in axis space.
    var low: Double
    var high: Double
    var isLogarithmic: Bool
    /// Where each tick stands, in axis space, and its label.
    var ticks: [(position: Double, label: String)]

    /// At most this many intervals between ticks, however wide the values spread.
    static let maximumIntervals = 10

    init?(values: [Double], isLogarithmic: Bool) {
      guard let smallest = values.min(), let largest = values.max() else { return nil }
      self.isLogarithmic = isLogarithmic
      let step: Double
      if isLogarithmic {
        low = floor(log10(smallest))
        let decades = max(ceil(log10(largest)) - low, 1)
        step = (decades / Double(Self.maximumIntervals)).rounded(.up)
        high = low + (decades / step).rounded(.up) * step
      } else {
        let bottom = min(0, smallest)
        step = Axis.niceStep(for: largest / 2 - bottom / 2)
        low = (bottom / step).rounded(.down) * step
        high = max(low + step, (largest / step).rounded(.up) * step)
      }
      let intervals = ((high - low) / step).rounded()
      guard low.isFinite, high.isFinite, intervals.isFinite, (1...100).contains(intervals) else {
        return nil
      }
      let (start, logarithmic) = (low, isLogarithmic)
      ticks = (0...Int(intervals)).map { index in
        let position = start + Double(index) * step
        return (position, logarithmic ? PlotSVG.powerOfTen(position) : PlotSVG.label(position))
      }
    }

    /// A round step (1, 2 or 5 times a power of ten) giving about five ticks over a span of
    /// twice `halfSpan` (halved, so that the widest finite span does not overflow).
    static func niceStep(for halfSpan: Double) -> Double {
      let raw = halfSpan / 2.5
      guard raw.isNormal, raw > 0 else { return 1 }
      let magnitude = pow(10, floor(log10(raw)))
      let fraction = raw / magnitude
      return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * magnitude
    }

    /// Where the value at `position` (in axis space) falls between 0 (low) and 1 (high).
    func fraction(atPosition position: Double) -> Double {
      (position - low) / (high - low)
    }

    /// Where `value` falls between 0 (low) and 1 (high).
    func fraction(of value: Double) -> Double {
      fraction(atPosition: isLogarithmic ? log10(value) : value)
    }
  }

  /// The chart; values too large for a finite axis are an error at `location`.
  func svg(at location: SourceLocation, ui: UIText) throws(Diagnostic) -> HTMLFragment {
    let all = data.series.flatMap(\.points)
    let logarithmic = arguments.scale == .logLog
    guard let xAxis = Axis(values: all.map(\.x), isLogarithmic: logarithmic) else {
      throw Self.tooLarge(arguments.x, all.map(\.x), at: location)
    }
    guard let yAxis = Axis(values: all.map(\.y), isLogarithmic: logarithmic) else {
      throw Self.tooLarge(arguments.y, all.map(\.y), at: location)
    }
    let plotWidth = width - left - right
    let plotHeight = height - top - bottom
    func screenX(_ x: Double) -> String { Self.number(left + xAxis.fraction(of: x) * plotWidth) }
    func screenY(_ y: Double) -> String {
      Self.number(top + (1 - yAxis.fraction(of: y)) * plotHeight)
    }
    func tickX(_ position: Double) -> Double {
      left + xAxis.fraction(atPosition: position) * plotWidth
    }
    func tickY(_ position: Double) -> Double {
      top + (1 - yAxis.fraction(atPosition: position)) * plotHeight
    }
    func axisName(_ column: String) -> String {
      logarithmic ? ui("{axis} (log)", ["axis": column]) : column
    }

    var svg = HTMLWriter()
    svg.open(
      "svg",
      [
        "class": "plot", "viewBox": "0 0 \(Self.number(width)) \(Self.number(height))",
        "role": "img",
        "aria-label": arguments.title
          ?? ui("{y} against {x}", ["y": arguments.y, "x": arguments.x]),
      ])
    svg.empty(
      "rect",
      [
        "class": "plot-area", "x": Self.number(left), "y": Self.number(top),
        "width": Self.number(plotWidth), "height": Self.number(plotHeight),
      ])
    for tick in xAxis.ticks {
      let x = Self.number(tickX(tick.position))
      svg.empty(
        "line",
        [
          "class": "plot-grid", "x1": x, "y1": Self.number(top), "x2": x,
          "y2": Self.number(top + plotHeight),
        ])
      svg.element(
        "text",
        [
          "class": "plot-tick", "x": x, "y": Self.number(top + plotHeight + 18),
          "text-anchor": "middle",
        ], text: tick.label)
    }
    for tick in yAxis.ticks {
      let y = Self.number(tickY(tick.position))
      svg.empty(
        "line",
        [
          "class": "plot-grid", "x1": Self.number(left), "y1": y,
          "x2": Self.number(left + plotWidth), "y2": y,
        ])
      svg.element(
        "text",
        [
          "class": "plot-tick", "x": Self.number(left - 8), "y": y, "text-anchor": "end",
          "dominant-baseline": "middle",
        ], text: tick.label)
    }
    svg.element(
      "text",
      [
        "class": "plot-axis", "x": Self.number(left + plotWidth / 2),
        "y": Self.number(height - 10), "text-anchor": "middle",
      ], text: axisName(arguments.x))
    svg.element(
      "text",
      [
        "class": "plot-axis",
        "transform": "translate(16 \(Self.number(top + plotHeight / 2))) rotate(-90)",
        "text-anchor": "middle",
      ], text: axisName(arguments.y))
    for (index, series) in data.series.enumerated() {
      svg.open("g", class: "plot-series plot-series-\(index % 6)")
      svg.empty(
        "polyline",
        ["points": series.points.map { "\(screenX($0.x)),\(screenY($0.y))" }.joined(separator: " ")]
      )
      for point in series.points {
        svg.element("circle", ["cx": screenX(point.x), "cy": screenY(point.y), "r": "3.5"]) {
          $0.element(
            "title", text: "\(series.name): \(Self.label(point.x)), \(Self.label(point.y))")
        }
      }
      let legendY = Self.number(top + 18 + Double(index) * 18)
      svg.empty(
        "line",
        ["x1": Self.number(left + 12), "y1": legendY, "x2": Self.number(left + 36), "y2": legendY])
      svg.element(
        "text",
        [
          "class": "plot-legend", "x": Self.number(left + 42), "y": legendY,
          "dominant-baseline": "middle",
        ], text: series.name)
      svg.close("g")
    }
    svg.close("svg")
    return svg.fragment
  }

  /// The error for a column whose values no finite axis can hold.
  private static func tooLarge(_ column: String, _ values: [Double], at location: SourceLocation)
    -> Diagnostic
  {
    Diagnostic(
      "the values of '\(column)' (from \(values.min() ?? 0) to \(values.max() ?? 0)) span too far to draw on a chart",
      at: location)
  }

  /// A coordinate with at most one decimal, so the SVG stays small and stable.
  static func number(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() && abs(rounded) < 1e15
      ? String(Int(rounded)) : String(rounded)
  }

  /// The label of the tick at 10 to the `exponent`: 1, 10, 100, 1k … as ``label(_:)`` writes
  /// them, or `1e-30` beyond.
  static func powerOfTen(_ exponent: Double) -> String {
    (-3...14).contains(exponent) ? label(pow(10, exponent)) : "1e\(Int(exponent))"
  }

  /// A tick or point label with three significant digits: 950, 1.2k, 34M, 0.005, 1.7e308.
  static func label(_ value: Double) -> String {
    let magnitude = abs(value)
    if magnitude >= 1e15 || (magnitude > 0 && magnitude < 1e-3) { return scientific(value) }
    for (size, suffix) in [(1e9, "G"), (1e6, "M"), (1e3, "k")] where magnitude >= size {
      return significant(value / size) + suffix
    }
    return significant(value)
  }

  /// `value` (finite, not zero) as three significant digits and a power of ten: `4.94e-324`.
  static func scientific(_ value: Double) -> String {
    let exponent = Int(floor(log10(abs(value))))
    // Divided in two steps: 10 to the power -324 alone is zero in a Double.
    let mantissa = value / pow(10, Double(exponent / 2)) / pow(10, Double(exponent - exponent / 2))
    return significant(mantissa) + "e\(exponent)"
  }

  /// `value` with at most three significant digits and no trailing zeros.
  static func significant(_ value: Double) -> String {
    guard value != 0, abs(value) >= 1e-3 else { return value == 0 ? "0" : scientific(value) }
    let decimals = max(0, 2 - Int(floor(log10(abs(value)))))
    let scale = pow(10, Double(decimals))
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }
}
