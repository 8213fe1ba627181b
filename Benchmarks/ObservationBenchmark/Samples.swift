/// Several timings of one operation, each in nanoseconds per operation, one per round.
struct Samples {
  var values: [Double] = []

  var median: Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  var minimum: Double { values.min() ?? .nan }
  var maximum: Double { values.max() ?? .nan }
}

/// Somewhere for measured code to put what it computes, so the optimiser cannot drop it.
final class Sink: @unchecked Sendable {
  static let shared = Sink()
  var total = 0.0
  var count = 0
}
