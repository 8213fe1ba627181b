import ExerciseContracts
import SwizzledKVO

/// Wrong answer to `LiveRecords`: skips a freed observer's record but leaves it
/// on the object, with everything its block captured.
public enum LiveRecordsWithoutDropping: LiveRecordsContract {
  public static func recordsToCall(
    forKey key: String, in records: inout [ObservationRecord]
  ) -> [ObservationRecord] {
    records.filter { $0.key == key && $0.observer != nil }
  }
}
