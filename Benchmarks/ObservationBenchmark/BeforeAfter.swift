import Foundation

/// Chapter 6's plot of the runtime made fast: a few operations as an earlier version of this
/// benchmark measured them (commit 3c0b711's, on the runtime before commit f1d6723, whose table
/// `chapters/data/observation-before.txt` keeps), beside this run, each under the name the plot
/// gives it.
enum BeforeAfter {
  /// The operations the plot follows: who measured each, its row, and its name on the plot.
  static let operations: [(implementation: Implementation, id: String, name: String)] = [
    (.swift, "unobserved-set", "Swift: unobserved property set"),
    (.swift, "send-hit", "Swift: message send (cache hit)"),
    (.swift, "raw-kvo-new-old", "Swift: RawKVO [.new .old]"),
    (.swift, "fbkvo", "Swift: FBKVOController block"),
    (.swift, "hash-table", "Swift: hash-table controller block"),
    (.swift, "rac", "Swift: rac_observeKeyPath"),
    (.objectiveC, "raw-kvo-new-old", "GNUstep: KVO [.new .old]"),
    (.objectiveC, "unobserved-set", "GNUstep: unobserved property set"),
  ]

  /// The lines of `runtime-before-after.csv`: each operation's median in `earlier` (run 1),
  /// the table an earlier run printed, and in `rows` (run 2). An operation this run did not
  /// measure (GNUstep's, without the Objective-C program) is left out.
  static func lines(earlier: String, now rows: [Row]) throws -> [String] {
    var lines = ["operation,run,median_ns"]
    for operation in operations {
      guard
        let row = rows.first(where: {
          $0.implementation == operation.implementation && $0.id == operation.id
        })
      else { continue }
      let before = try median(of: "\(row.implementation.rawValue): \(row.label)", in: earlier)
      lines.append("\(operation.name),1,\(format(before))")
      lines.append("\(operation.name),2,\(format(row.samples.median))")
    }
    return lines
  }

  /// The median the table's line for `operation` shows, in nanoseconds: the first figure after
  /// the name, `810 ns` or `11.7 µs`.
  static func median(of operation: String, in table: String) throws -> Double {
    for line in table.split(separator: "\n") where line.hasPrefix(operation + "  ") {
      let cells = line.dropFirst(operation.count).split(separator: " ")
      guard cells.count >= 2, let value = Double(cells[0]) else { break }
      switch cells[1] {
      case "ns": return value
      case "µs": return value * 1_000
      default: break
      }
    }
    throw MissingEarlierRow(operation: operation)
  }
}

/// The earlier run's table has no median for a row the plot follows.
struct MissingEarlierRow: Error, CustomStringConvertible {
  let operation: String
  var description: String {
    "the earlier run's table has no median for \"\(operation)\""
  }
}
