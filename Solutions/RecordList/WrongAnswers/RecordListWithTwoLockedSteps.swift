import ExerciseContracts
import ExerciseKit
import SwizzledKVO

/// Wrong answer to `RecordList`: reads under the lock and writes under the lock,
/// but lets go in between, where another thread's update can slip in.
public final class RecordListWithTwoLockedSteps: RecordListContract, @unchecked Sendable {
  let lock: RecordsLock
  private var storage: [ObservationRecord] = []

  public init(lock: RecordsLock) {
    self.lock = lock
  }

  public func update(_ change: (inout [ObservationRecord]) -> Void) {
    var updated = lock.withLock { storage }
    change(&updated)
    lock.withLock { storage = updated }
  }

  public var records: [ObservationRecord] { lock.withLock { storage } }
}
