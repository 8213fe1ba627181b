import SwizzledKVO

/// The contract of exercise LiveRecords: a freed observer's block never runs again.
public protocol LiveRecordsContract: SendableMetatype {
  /// The records a change to `key` calls, in registration order, chosen from all of the
  /// object's records; records removed from `records` are gone for good.
  static func recordsToCall(
    forKey key: String, in records: inout [ObservationRecord]
  ) -> [ObservationRecord]
}
