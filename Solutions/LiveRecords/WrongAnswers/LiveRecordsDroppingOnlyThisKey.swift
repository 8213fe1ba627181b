import ExerciseContracts
import SwizzledKVO

/// Wrong answer to `LiveRecords`: drops the dead records only among those for the key
/// that changed. A freed observer's record for another key stays, with everything its block
/// captured, until that key changes, which may be never.
public enum LiveRecordsDroppingOnlyThisKey: LiveRecordsContract {
  public static func recordsToCall(
    forKey key: String, in records: inout [ObservationRecord]
  ) -> [ObservationRecord] {
    records.removeAll { $0.key == key && $0.observer == nil }
    return records.filter { $0.key == key }
  }
}
