import Foundation

/// The Objective-C program `scripts/benchmark-observation` compiles against GNUstep, run once
/// per round between this program's own measurements so both see the same machine.
///
/// Each run prints one sample per operation, a line `ID,NANOSECONDS` (or `ID,BYTES` for the
/// memory row), with IDs shared with this program's rows.
struct ObjectiveCBaseline {
  let executable: String

  /// The labels of the rows the Objective-C program measures, by ID.
  static let labels: [String: String] = [
    "closure": "block call (the floor)",
    "unobserved-set": "property set (nobody observing)",
    "send-hit": "message send (cache hit)",
    "raw-kvo": "KVO []",
    "raw-kvo-new-old": "KVO [.new .old]",
    "first-observation": "first addObserver on a class",
    "later-observation": "later addObserver on that class",
  ]

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
