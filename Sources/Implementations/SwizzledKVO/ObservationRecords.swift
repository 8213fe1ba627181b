import ObjectRuntime

// ANCHOR: records
/// The records of one observed object: a plain Swift array in a box, kept as an associated
/// object, as the original keeps an `NSMutableArray`.
///
/// Deliberately unsynchronised, like the original: the box is looked up and attached in two
/// steps, and setters on any thread read the array while others change it. Because a Swift
/// array is a value, adding and removing read it, change a copy and write it back: a lost
/// update between those steps is this port's own hazard (the original changes its array in
/// place).
final class ObservationRecords {
  private static let associationKey = AssociationKey("SwizzledKVOAssociatedObservers")

  var records: [ObservationRecord] = []
  // snippet.hide
  /// The object's repairs and the subclass they restore from, if it was observed with them.
  var repairs: (pieces: Repairs, movedInto: RuntimeClass)?
  // snippet.show

  /// The records attached to `object`, or `nil` when nobody ever observed it.
  static func existing(for object: RuntimeObject) -> ObservationRecords? {
    object.associatedObject(forKey: associationKey) as? ObservationRecords
  }

  /// The records attached to `object`, attached first if there are none: look, and if nothing
  /// is there, make and attach (two steps, as in the original).
  static func of(_ object: RuntimeObject) -> ObservationRecords {
    if let existing = existing(for: object) { return existing }
    // snippet.hide
    Self.betweenLookupAndAttach?()
    // snippet.show
    let made = ObservationRecords()
    object.setAssociatedObject(made, forKey: associationKey, policy: .retain)
    return made
  }

  /// Read the array, change a copy, write it back.
  func update(_ change: (inout [ObservationRecord]) -> Void) {
    var updated = records
    change(&updated)
    // snippet.hide
    Self.betweenReadAndWrite?()
    // snippet.show
    records = updated
  }
}
// ANCHOR_END: records

// ANCHOR: seam
extension ObservationRecords {
  /// Code to run after finding that an object has no records yet and before attaching new
  /// ones, `nil` unless a test sets it for its own task. It stands in for a second thread that
  /// the scheduler runs at exactly that moment, so the chapter can show what such a thread
  /// does without racing on memory for real.
  @TaskLocal static var betweenLookupAndAttach: (@Sendable () -> Void)?

  /// Code to run between reading the array and writing it back; the same kind of stand-in.
  @TaskLocal static var betweenReadAndWrite: (@Sendable () -> Void)?
}
// ANCHOR_END: seam
