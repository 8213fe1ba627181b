import ExerciseContracts
import SwizzledKVO

/// Chapter 2 exercise: skip dead observers.
///
/// Before a change calls any block, the block KVO of the exercises asks `recordsToCall` which
/// of the object's records to call. This version does what the chapter does: every record for
/// the key, whether or not its observer is still alive. So a freed observer's block keeps
/// running, and its record (with everything the block captured) stays on the object for good.
/// Skip the records whose observer is gone, and drop them from `records`. Run it with
/// `swift run workbook exercise run live-records`.
public enum LiveRecords: LiveRecordsContract {
  public static func recordsToCall(
    forKey key: String, in records: inout [ObservationRecord]
  ) -> [ObservationRecord] {
    records.filter { $0.key == key }
  }
}
