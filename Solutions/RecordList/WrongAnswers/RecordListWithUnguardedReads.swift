import ExerciseContracts
import ExerciseKit
import SwizzledKVO

/// Wrong answer to `RecordList`: each update is one step under the lock, but a read
/// of the records takes no lock, so it can see an update half done.
public final class RecordListWithUnguardedReads: RecordListContract, @unchecked Sendable {
  let lock: RecordsLock
  private var storage: [ObservationRecord] = []

  public init(lock: RecordsLock) {
    self.lock = lock
  }

  public func update(_ change: (inout [ObservationRecord]) -> Void) {
    lock.withLock { change(&storage) }
  }

  public var records: [ObservationRecord] { storage }
}
