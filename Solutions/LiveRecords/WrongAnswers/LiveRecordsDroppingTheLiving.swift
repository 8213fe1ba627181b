import ExerciseContracts
import SwizzledKVO

/// Wrong answer to `LiveRecords`: the test inverted, so the live records are
/// removed and the dead ones kept.
public enum LiveRecordsDroppingTheLiving: LiveRecordsContract {
  public static func recordsToCall(
    forKey key: String, in records: inout [ObservationRecord]
  ) -> [ObservationRecord] {
    records.removeAll { $0.observer != nil }
    return records.filter { $0.key == key }
  }
}
