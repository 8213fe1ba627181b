import ExerciseKit
import SwizzledKVO

/// The contract of exercise RecordList: records that no second thread can split a change of.
public protocol RecordListContract: AnyObject, Sendable {
  /// Makes an empty list of records, to be guarded with `lock`.
  init(lock: RecordsLock)
  /// Reads the records, lets `change` change them, and writes them back, as one step that no
  /// other thread's update can come between.
  func update(_ change: (inout [ObservationRecord]) -> Void)
  /// The records now.
  var records: [ObservationRecord] { get }
}
