import ExerciseContracts
import SwizzledKVO

/// The solution to `LiveRecords`: a record whose observer has been freed is dropped
/// before any block is chosen, so its block never runs and is released.
public enum LiveRecords: LiveRecordsContract {
  public static func recordsToCall(
    forKey key: String, in records: inout [ObservationRecord]
  ) -> [ObservationRecord] {
    records.removeAll { $0.observer == nil }
    return records.filter { $0.key == key }
  }
}
