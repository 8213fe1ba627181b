import Dispatch
import ExerciseKit
import ExerciseSolutions
import Exercises
import Foundation
import SwizzledKVO

/// The checks of exercise `swizzled-guard-records`.
enum GuardRecordsChecks {
  static let exercise = "swizzled-guard-records"

  static func subject(_ implementation: Implementation) -> any GuardedRecordsExercise.Type {
    switch implementation {
    case .starter: Exercises.RecordList.self
    case .solution: ExerciseSolutions.RecordList.self
    }
  }

  /// A record for `key`, with an observer kept alive.
  static func record(_ key: String) -> ObservationRecord {
    let observer = ExerciseMessage()
    KeepAlive.hold(observer)
    return ObservationRecord(observer: observer, key: key) { _, _, _, _ in }
  }

  /// Runs `first` as an update of a fresh list of `existing` records and, between its read and
  /// its write, `second` as an update on another thread, the way the chapter's seam does. The
  /// first update goes on as soon as the second has either finished or found the lock taken.
  /// Answers the keys of the records at the end.
  static func interleave(
    _ implementation: Implementation, existing: [String],
    first: @escaping (inout [ObservationRecord]) -> Void,
    second: @escaping @Sendable (inout [ObservationRecord]) -> Void
  ) -> [String] {
    let secondMoved = DispatchSemaphore(value: 0)
    let list = subject(implementation).init(lock: RecordsLock { secondMoved.signal() })
    let existingRecords = existing.map(record)
    list.update { $0.append(contentsOf: existingRecords) }
    let secondDone = DispatchSemaphore(value: 0)
    list.update { records in
      first(&records)
      Thread.detachNewThread {
        list.update(second)
        secondDone.signal()
        secondMoved.signal()
      }
      _ = secondMoved.wait(timeout: .now() + .seconds(10))
    }
    secondDone.wait()
    return list.records.map(\.key)
  }

  static let all = [
    ExerciseCheck(exercise, "An add between another add's read and write is kept") {
      implementation in
      let first = record("first")
      let keys = interleave(
        implementation, existing: [], first: { $0.append(first) },
        second: { $0.append(record("second")) })
      try require(
        keys == ["first", "second"], expected: "both records: first, second",
        got: keys.isEmpty ? "no records" : keys.joined(separator: ", "))
    },
    ExerciseCheck(exercise, "A removal between an add's read and write stays removed") {
      implementation in
      let added = record("added")
      let keys = interleave(
        implementation, existing: ["removed"], first: { $0.append(added) },
        second: { $0.removeAll { $0.key == "removed" } })
      try require(
        keys == ["added"], expected: "only the added record",
        got: keys.isEmpty ? "no records" : keys.joined(separator: ", "))
    },
  ]
}
