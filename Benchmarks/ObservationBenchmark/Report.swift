import Foundation

/// Who measured a row: this repository's Swift, or the Objective-C program on GNUstep.
enum Implementation: String {
  case swift = "Swift"
  case objectiveC = "Objective-C (GNUstep)"
}

/// One row of the table: an operation as one implementation performs it.
struct Row {
  let implementation: Implementation
  let id: String
  let label: String
  var samples = Samples()

  /// `Swift,raw-kvo,RawKVO [],…`: one line of `observation.csv`.
  var csvLine: String {
    [
      implementation.rawValue, id, label, format(samples.median), format(samples.minimum),
      format(samples.maximum), String(samples.values.count),
    ].joined(separator: ",")
  }
}

/// A ratio of two rows taken round by round (both were measured in the same round), so a
/// slow moment of the machine slows both sides.
struct PairedRatio {
  let samples: Samples

  init(_ numerator: Row, over denominator: Row) {
    samples = Samples(
      values: zip(numerator.samples.values, denominator.samples.values).map { $0 / $1 })
  }
}

/// One of the targets, checked against the median.
struct Target {
  let name: String
  let goal: Double
  let unit: String
  let measured: Samples

  var isMet: Bool { measured.median <= goal }

  var csvLine: String {
    [
      name, format(goal), unit, format(measured.median), format(measured.minimum),
      format(measured.maximum), isMet ? "met" : "not met",
    ].joined(separator: ",")
  }

  var tableLine: String {
    name.padded(to: 34) + "≤ \(format(goal)) \(unit)".leftPadded(12)
      + "\(format(measured.median)) \(unit)".leftPadded(12)
      + "(\(format(measured.minimum))–\(format(measured.maximum)))".leftPadded(18)
      + (isMet ? "  met" : "  not met")
  }
}

/// Three significant figures at most: `2.41`, `37.2`, `590`, `7830`.
func format(_ value: Double) -> String {
  guard value.isFinite else { return "" }
  let magnitude = abs(value)
  let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2
  return String(format: "%.\(decimals)f", value)
}

/// A duration in nanoseconds, with a unit a reader takes in at once.
func formatDuration(_ nanoseconds: Double) -> String {
  guard nanoseconds.isFinite else { return "—" }
  return nanoseconds < 10_000
    ? "\(format(nanoseconds)) ns" : "\(format(nanoseconds / 1_000)) µs"
}

extension String {
  func padded(to width: Int) -> String {
    padding(toLength: max(width, count), withPad: " ", startingAt: 0)
  }

  func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}

/// The table of timed rows: one line per row, with its ratio to `reference` taken round by
/// round.
func timeTable(_ rows: [Row], reference: Row) -> [String] {
  let header =
    "operation".padded(to: 58) + "median".leftPadded(11) + "min".leftPadded(11)
    + "max".leftPadded(11) + "× RawKVO [.new .old]".leftPadded(24)
  return [header]
    + rows.map { row in
      let ratio = PairedRatio(row, over: reference).samples
      let name = "\(row.implementation.rawValue): \(row.label)"
      return name.padded(to: 58) + formatDuration(row.samples.median).leftPadded(11)
        + formatDuration(row.samples.minimum).leftPadded(11)
        + formatDuration(row.samples.maximum).leftPadded(11)
        + "\(format(ratio.median))× (\(format(ratio.minimum))–\(format(ratio.maximum)))"
        .leftPadded(24)
    }
}

/// The file `chapters/data/NAME` of this repository.
func dataFile(_ name: String) -> URL {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("chapters/data/\(name)")
}

/// Writes `lines` to `chapters/data/NAME`, ending with a newline.
func writeData(_ lines: [String], to name: String) throws {
  try writeText(lines.joined(separator: "\n") + "\n", to: name)
}

/// Writes `text` to `chapters/data/NAME` as it is.
func writeText(_ text: String, to name: String) throws {
  let file = dataFile(name)
  try FileManager.default.createDirectory(
    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
  try text.write(to: file, atomically: true, encoding: .utf8)
}
