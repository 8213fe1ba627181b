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

  /// An axis: where values go on screen, and where ticks stand.
  private struct Axis {
    var low: Double
    var high: Double
    var isLogarithmic: Bool
    var ticks: [Double]

    init(values: [Double], isLogarithmic: Bool) {
      self.isLogarithmic = isLogarithmic
      if isLogarithmic {
        low = floor(log10(values.min()!))
        high = max(ceil(log10(values.max()!)), low + 1)
        ticks = stride(from: low, through: high, by: 1).map { pow(10, $0) }
      } else {
        let top = values.max()!
        let bottom = min(0, values.min()!)
        let step = Axis.niceStep(for: top - bottom)
        low = (bottom / step).rounded(.down) * step
        high = max(low + step, (top / step).rounded(.up) * step)
        ticks = stride(from: low, through: high + step / 2, by: step).map { $0 }
      }
    }

    /// A round step (1, 2 or 5 times a power of ten) giving about five ticks up to `top`.
    static func niceStep(for top: Double) -> Double {
      guard top > 0 else { return 1 }
      let raw = top / 5
      let magnitude = pow(10, floor(log10(raw)))
      let fraction = raw / magnitude
      return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * magnitude
    }

    /// Where `value` falls between 0 (low) and 1 (high).
    func position(_ value: Double) -> Double {
      isLogarithmic
        ? (log10(value) - low) / (high - low)
        : (value - low) / (high - low)
    }
  }

  var svg: String {
    let all = data.series.flatMap(\.points)
    let logarithmic = arguments.scale == .logLog
    let xAxis = Axis(values: all.map(\.x), isLogarithmic: logarithmic)
    let yAxis = Axis(values: all.map(\.y), isLogarithmic: logarithmic)
    let plotWidth = width - left - right
    let plotHeight = height - top - bottom
    func screenX(_ x: Double) -> Double { left + xAxis.position(x) * plotWidth }
    func screenY(_ y: Double) -> Double { top + (1 - yAxis.position(y)) * plotHeight }

    var svg =
      "<svg class=\"plot\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" role=\"img\" aria-label=\"\(HTML.escape(arguments.title ?? "\(arguments.y) against \(arguments.x)"))\">"
    svg +=
      "<rect class=\"plot-area\" x=\"\(Self.number(left))\" y=\"\(Self.number(top))\" width=\"\(Self.number(plotWidth))\" height=\"\(Self.number(plotHeight))\"/>"
    for tick in xAxis.ticks {
      let x = Self.number(screenX(tick))
      svg +=
        "<line class=\"plot-grid\" x1=\"\(x)\" y1=\"\(Self.number(top))\" x2=\"\(x)\" y2=\"\(Self.number(top + plotHeight))\"/>"
      svg +=
        "<text class=\"plot-tick\" x=\"\(x)\" y=\"\(Self.number(top + plotHeight + 18))\" text-anchor=\"middle\">\(Self.label(tick))</text>"
    }
    for tick in yAxis.ticks {
      let y = Self.number(screenY(tick))
      svg +=
        "<line class=\"plot-grid\" x1=\"\(Self.number(left))\" y1=\"\(y)\" x2=\"\(Self.number(left + plotWidth))\" y2=\"\(y)\"/>"
      svg +=
        "<text class=\"plot-tick\" x=\"\(Self.number(left - 8))\" y=\"\(y)\" text-anchor=\"end\" dominant-baseline=\"middle\">\(Self.label(tick))</text>"
    }
    svg +=
      "<text class=\"plot-axis\" x=\"\(Self.number(left + plotWidth / 2))\" y=\"\(Self.number(height - 10))\" text-anchor=\"middle\">\(HTML.escape(arguments.x))\(logarithmic ? " (log)" : "")</text>"
    svg +=
      "<text class=\"plot-axis\" transform=\"translate(16 \(Self.number(top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\">\(HTML.escape(arguments.y))\(logarithmic ? " (log)" : "")</text>"
    for (index, series) in data.series.enumerated() {
      let points = series.points.map {
        "\(Self.number(screenX($0.x))),\(Self.number(screenY($0.y)))"
      }
      svg += "<g class=\"plot-series plot-series-\(index % 6)\">"
      svg += "<polyline points=\"\(points.joined(separator: " "))\"/>"
      for point in series.points {
        svg +=
          "<circle cx=\"\(Self.number(screenX(point.x)))\" cy=\"\(Self.number(screenY(point.y)))\" r=\"3.5\"><title>\(HTML.escape(series.name)): \(Self.label(point.x)), \(Self.label(point.y))</title></circle>"
      }
      let legendY = top + 18 + Double(index) * 18
      svg +=
        "<line x1=\"\(Self.number(left + 12))\" y1=\"\(Self.number(legendY))\" x2=\"\(Self.number(left + 36))\" y2=\"\(Self.number(legendY))\"/>"
      svg +=
        "<text class=\"plot-legend\" x=\"\(Self.number(left + 42))\" y=\"\(Self.number(legendY))\" dominant-baseline=\"middle\">\(HTML.escape(series.name))</text>"
      svg += "</g>"
    }
    return svg + "</svg>"
  }

  /// A coordinate with at most one decimal, so the SVG stays small and stable.
  static func number(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  /// A tick or point label with three significant digits: 950, 1.2k, 34M, 0.005.
  static func label(_ value: Double) -> String {
    let magnitude = abs(value)
    for (size, suffix) in [(1e9, "G"), (1e6, "M"), (1e3, "k")] where magnitude >= size {
      return significant(value / size) + suffix
    }
    return significant(value)
  }

  /// `value` with at most three significant digits and no trailing zeros.
  static func significant(_ value: Double) -> String {
    guard value != 0 else { return "0" }
    let decimals = max(0, 2 - Int(floor(log10(abs(value)))))
    let scale = pow(10, Double(decimals))
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }
}
