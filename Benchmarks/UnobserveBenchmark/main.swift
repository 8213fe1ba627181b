import Foundation
import ObjectRuntime

// Times `unobserve(_:)` of one object for both controllers, each observing N objects, and
// writes the medians to `chapters/data/unobserve.csv`. Run it in release mode:
// `swift run -c release UnobserveBenchmark`.

let sizes = [10, 100, 1_000, 10_000, 100_000]
let repetitions = 21
let warmUps = 3
let clock = ContinuousClock()

// ANCHOR: measure
/// Observes `n` objects with a fresh controller, then times the removal of one of them
/// `repetitions` times, observing it again (untimed) after each run.
func measure(_ subject: Subject, n: Int) -> Measurement {
  let owner = RuntimeObject()
  let controller = subject.makeController(owner)
  let observe = { controller.observe($0, keyPath: "radius", options: []) { _, _, _ in } }
  let circles = (0..<n).map { _ in BenchmarkCircle() }
  for circle in circles { observe(circle) }
  var samples: [Int] = []
  for run in 0..<(warmUps + repetitions) {
    let circle = circles[(run * 7_919) % n]
    let start = clock.now
    controller.unobserve(circle)
    let elapsed = clock.now - start
    observe(circle)
    if run >= warmUps { samples.append(elapsed.nanoseconds) }
  }
  return Measurement(controller: subject.name, n: n, samples: samples)
}
// ANCHOR_END: measure

func format(_ nanoseconds: Int) -> String {
  switch nanoseconds {
  case ..<10_000: "\(nanoseconds) ns"
  case ..<10_000_000: String(format: "%.1f µs", Double(nanoseconds) / 1_000)
  default: String(format: "%.1f ms", Double(nanoseconds) / 1_000_000)
  }
}

var measurements: [Measurement] = []
print("unobserve(_:) of one object, \(repetitions) runs per row")
print(
  "controller".padding(toLength: 24, withPad: " ", startingAt: 0)
    + "N".leftPadded(9) + "median".leftPadded(12) + "min".leftPadded(12) + "max".leftPadded(12))
for subject in Subject.both {
  for n in sizes {
    let measurement = measure(subject, n: n)
    measurements.append(measurement)
    print(
      subject.name.padding(toLength: 24, withPad: " ", startingAt: 0) + "\(n)".leftPadded(9)
        + format(measurement.median).leftPadded(12) + format(measurement.minimum).leftPadded(12)
        + format(measurement.maximum).leftPadded(12))
  }
}

print("\nfitted growth (slope of log median over log N):")
for subject in Subject.both {
  let slope = fittedGrowth(of: measurements.filter { $0.controller == subject.name })
  print("  \(subject.name): \(String(format: "%.2f", slope))")
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()
let dataFile = root.appendingPathComponent("chapters/data/unobserve.csv")
let csv =
  (["controller,n,median_ns,min_ns,max_ns"] + measurements.map(\.csvRow))
  .joined(separator: "\n") + "\n"
try FileManager.default.createDirectory(
  at: dataFile.deletingLastPathComponent(), withIntermediateDirectories: true)
try csv.write(to: dataFile, atomically: true, encoding: .utf8)
print("\nwrote \(dataFile.path)")

extension String {
  func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
