import ExerciseKit
import SwizzledKVO

/// Wrong answer to `swizzled-dead-observers`: drops the dead records, but chooses the records
/// to call before it does, so a freed observer's block runs one last time.
public enum LiveRecordsChosenBeforeDropping: DeadObserversExercise {
  public static func recordsToCall(
    forKey key: String, in records: inout [ObservationRecord]
  ) -> [ObservationRecord] {
    let chosen = records.filter { $0.key == key }
    records.removeAll { $0.observer == nil }
    return chosen
  }
}
