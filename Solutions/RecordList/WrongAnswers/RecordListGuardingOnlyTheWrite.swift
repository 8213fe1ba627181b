import ExerciseContracts
import ExerciseKit
import SwizzledKVO

/// Wrong answer to `RecordList`: the lock that guards only writes. The read and the
/// change happen outside it, so a second update can still come between.
public final class RecordListGuardingOnlyTheWrite: RecordListContract, @unchecked Sendable {
  let lock: RecordsLock
  private var storage: [ObservationRecord] = []

  public init(lock: RecordsLock) {
    self.lock = lock
  }

  public func update(_ change: (inout [ObservationRecord]) -> Void) {
    var updated = storage
    change(&updated)
    lock.withLock { storage = updated }
  }

  public var records: [ObservationRecord] { lock.withLock { storage } }
}
