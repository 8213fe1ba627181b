import Foundation

/// The Objective-C program `scripts/benchmark-observation` compiles against GNUstep, run once
/// per round between this program's own measurements so both see the same machine.
///
/// Each run prints one sample per operation, a line `ID,NANOSECONDS` (or `ID,BYTES` for the
/// memory row), with IDs shared with this program's rows.
struct ObjectiveCBaseline {
  let executable: String

  /// The rows the Objective-C program measures, in the table's order: ID and label.
  static let rows: [(id: String, label: String)] = [
    ("closure", "function pointer call (the floor)"),
    ("raw-kvo", "KVO []"),
    ("raw-kvo-new-old", "KVO [.new .old]"),
    ("unobserved-set", "property set (nobody observing)"),
    ("send-hit", "message send (cache hit)"),
    ("first-observation", "first addObserver on a class"),
    ("later-observation", "later addObserver on that class"),
    ("dictionary-lookup", "NSMutableDictionary lookup"),
    ("map-table-lookup", "NSMapTable lookup (weak keys)"),
    ("set-member", "NSMutableSet membership"),
    ("hash-table-member", "NSHashTable membership (weak)"),
  ]

  /// The label of the row `id`.
  static func label(of id: String) -> String {
    rows.first { $0.id == id }!.label
  }

  /// One sample of every operation, with `observers` observers on the changed property.
  func sample(observers: Int, memory: Bool = false) throws -> [String: Double] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["--observers", String(observers)] + (memory ? ["--memory"] : [])
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BaselineFailure(status: process.terminationStatus)
    }
    var samples: [String: Double] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let cells = line.split(separator: ",")
      if cells.count == 2, let value = Double(cells[1]) { samples[String(cells[0])] = value }
    }
    return samples
  }
}

/// The Objective-C program exited with a failure.
struct BaselineFailure: Error, CustomStringConvertible {
  let status: Int32
  var description: String { "the Objective-C baseline exited with status \(status)" }
}
