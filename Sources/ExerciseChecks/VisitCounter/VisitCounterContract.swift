import ObjectRuntime

/// The contract of exercise VisitCounter: keep per-object state with an associated object.
public protocol VisitCounterContract: Sendable {
  /// Counts one visit to `object`; visits may come from several threads at once.
  static func recordVisit(to object: RuntimeObject)
  /// How many visits `object` has had.
  static func visitCount(of object: RuntimeObject) -> Int
  /// The object that holds `object`'s count, if one has been made: it must be released together
  /// with `object`.
  static func counterStorage(of object: RuntimeObject) -> AnyObject?
}
