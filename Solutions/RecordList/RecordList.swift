import ExerciseContracts
import ExerciseKit
import SwizzledKVO

/// The solution to `RecordList`: the read, the change and the write happen while
/// holding the lock, and so does every read of the records, so a second thread waits for the
/// whole update instead of slipping in between.
public final class RecordList: RecordListContract, @unchecked Sendable {
  let lock: RecordsLock
  private var storage: [ObservationRecord] = []

  public init(lock: RecordsLock) {
    self.lock = lock
  }

  public func update(_ change: (inout [ObservationRecord]) -> Void) {
    lock.withLock { change(&storage) }
  }

  public var records: [ObservationRecord] { lock.withLock { storage } }
}
