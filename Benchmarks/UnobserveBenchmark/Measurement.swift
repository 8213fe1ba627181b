import Foundation

/// The times of several runs of one measurement, in nanoseconds.
struct Measurement {
  let controller: String
  let n: Int
  let samples: [Int]

  private var sorted: [Int] { samples.sorted() }

  var median: Int {
    let sorted = self.sorted
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  var minimum: Int { sorted.first ?? 0 }
  var maximum: Int { sorted.last ?? 0 }

  /// `controller,n,median_ns,min_ns,max_ns`.
  var csvRow: String { "\(controller),\(n),\(median),\(minimum),\(maximum)" }
}

extension Duration {
  /// The duration in whole nanoseconds.
  var nanoseconds: Int {
    let (seconds, attoseconds) = components
    return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
  }
}

/// The slope of the least-squares line through `(log n, log median)`: how the median grows
/// with N, as the exponent of a power law (0 for constant time, 1 for linear).
func fittedGrowth(of measurements: [Measurement]) -> Double {
  let xs: [Double] = measurements.map { log(Double($0.n)) }
  let ys: [Double] = measurements.map { log(Double($0.median)) }
  let meanX = xs.reduce(0, +) / Double(xs.count)
  let meanY = ys.reduce(0, +) / Double(ys.count)
  var covariance = 0.0
  var variance = 0.0
  for (x, y) in zip(xs, ys) {
    covariance += (x - meanX) * (y - meanY)
    variance += (x - meanX) * (x - meanX)
  }
  return covariance / variance
}
