import ExerciseContracts
import ExerciseKit
import SwizzledKVO

/// Chapter 2 exercise: guard the records.
///
/// The records of one observed object, kept as the chapter keeps them: read the array, change a
/// copy, write it back. The class promises to be safe from any thread (`@unchecked Sendable`)
/// and does not keep the promise: a second thread that adds or removes between this update's
/// read and its write is undone when this update writes back. Guard every read and every
/// update with `lock`, so that no other thread's update can come between. Run it with
/// `swift run workbook exercise run record-list`.
public final class RecordList: RecordListContract, @unchecked Sendable {
  let lock: RecordsLock
  private var storage: [ObservationRecord] = []

  public init(lock: RecordsLock) {
    self.lock = lock
  }

  public func update(_ change: (inout [ObservationRecord]) -> Void) {
    var updated = storage
    change(&updated)
    storage = updated
  }

  public var records: [ObservationRecord] { storage }
}
