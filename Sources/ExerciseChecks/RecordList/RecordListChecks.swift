import Dispatch
import ExerciseContracts
import ExerciseKit
import Foundation
import ObjectRuntime
import SwizzledKVO

/// The checks of exercise `RecordList`.
public enum RecordListChecks {
  public static let exercise = "RecordList"

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
    _ subject: any RecordListContract.Type, existing: [String],
    first: @escaping (inout [ObservationRecord]) -> Void,
    second: @escaping @Sendable (inout [ObservationRecord]) -> Void
  ) -> [String] {
    let secondMoved = DispatchSemaphore(value: 0)
    let list = subject.init(lock: RecordsLock { secondMoved.signal() })
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

  /// How often the read-during-update race is run.
  static let rounds = 20

  /// What a read did while another thread's update was half done.
  enum ReadOutcome: Equatable, CustomStringConvertible {
    case waited
    case returned(keys: [String])
    case hung

    var description: String {
      switch self {
      case .waited: "waited"
      case .returned(let keys):
        "returned [\(keys.joined(separator: ", "))] without waiting, while the update was half done"
      case .hung: "neither returned nor waited for the lock"
      }
    }
  }

  /// Starts an update on one thread and stops it half done (it has added a record and not yet
  /// returned), then reads the records on another: a guarded read finds the lock taken and
  /// waits (the lock says so), an unguarded one returns at once.
  static func readDuringAnUpdate(_ subject: any RecordListContract.Type) -> ReadOutcome {
    let settled = DispatchSemaphore(value: 0)
    let first = Locked<ReadOutcome?>(nil)
    /// Records what happened first, a wait or a return, and wakes the check.
    @Sendable func settle(_ outcome: ReadOutcome) {
      first.withLock { $0 = $0 ?? outcome }
      settled.signal()
    }
    let list = subject.init(lock: RecordsLock { settle(.waited) })
    let before = record("before")
    list.update { $0.append(before) }
    let (halfDone, finish) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
    Thread.detachNewThread {
      list.update { records in
        records.append(record("during"))
        halfDone.signal()
        _ = finish.wait(timeout: .now() + .seconds(5))
      }
    }
    halfDone.wait()
    let readDone = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      let keys = list.records.map(\.key)
      settle(.returned(keys: keys))
      readDone.signal()
    }
    _ = settled.wait(timeout: .now() + .seconds(5))
    let outcome = first.withLock { $0 } ?? .hung
    finish.signal()
    _ = readDone.wait(timeout: .now() + .seconds(5))
    return outcome
  }

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any RecordListContract.Type) -> [ExerciseCheck] {
    [
      ExerciseCheck("An add between another add's read and write is kept") {
        let first = record("first")
        let keys = interleave(
          subject, existing: [], first: { $0.append(first) },
          second: { $0.append(record("second")) })
        try require(
          keys == ["first", "second"], expected: "both records: first, second",
          got: keys.isEmpty ? "no records" : keys.joined(separator: ", "))
      },
      ExerciseCheck("A removal between an add's read and write stays removed") {
        let added = record("added")
        let keys = interleave(
          subject, existing: ["removed"], first: { $0.append(added) },
          second: { $0.removeAll { $0.key == "removed" } })
        try require(
          keys == ["added"], expected: "only the added record",
          got: keys.isEmpty ? "no records" : keys.joined(separator: ", "))
      },
      ExerciseCheck("A read waits for an update in progress, many times over") {
        for round in 1...rounds {
          let outcome = readDuringAnUpdate(subject)
          try require(
            outcome == .waited, expected: "every read waits for the update under way",
            got: "in round \(round) of \(rounds), the read \(outcome)")
        }
      },
    ]
  }
}
