import ExerciseContracts
import SwizzledKVO

/// Wrong answer to `LiveRecords`: one walk over the records that drops the dead and
/// collects the live, run from the end so that a removal does not shift the records still to
/// visit. The records to call come out last registered first.
public enum LiveRecordsCollectedBackwards: LiveRecordsContract {
  public static func recordsToCall(
    forKey key: String, in records: inout [ObservationRecord]
  ) -> [ObservationRecord] {
    var chosen: [ObservationRecord] = []
    for index in records.indices.reversed() {
      if records[index].observer == nil {
        records.remove(at: index)
      } else if records[index].key == key {
        chosen.append(records[index])
      }
    }
    return chosen
  }
}
