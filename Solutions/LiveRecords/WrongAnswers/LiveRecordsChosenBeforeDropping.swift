import ExerciseContracts
import SwizzledKVO

/// Wrong answer to `LiveRecords`: drops the dead records, but chooses the records
/// to call before it does, so a freed observer's block runs one last time.
public enum LiveRecordsChosenBeforeDropping: LiveRecordsContract {
  public static func recordsToCall(
    forKey key: String, in records: inout [ObservationRecord]
  ) -> [ObservationRecord] {
    let chosen = records.filter { $0.key == key }
    records.removeAll { $0.observer == nil }
    return chosen
  }
}
