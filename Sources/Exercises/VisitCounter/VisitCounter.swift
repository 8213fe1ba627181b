import ExerciseContracts
import ObjectRuntime

/// Chapter 0 exercise: per-object state that lives and dies with its object.
///
/// This version keeps every count in one dictionary keyed by object identity. It counts, but the
/// counts outlive their objects, and a new object that happens to reuse a freed one's address
/// inherits its count. Keep the count on the object instead. Run it with
/// `swift run workbook exercise run visit-counter`.
public enum VisitCounter: VisitCounterContract {
  /// A count in a box, so it can be shared and released like any object.
  final class Count {
    var value = 0
  }

  private static let counts = Locked<[ObjectIdentifier: Count]>([:])

  public static func recordVisit(to object: RuntimeObject) {
    counts.withLock { counts in
      let count = counts[ObjectIdentifier(object), default: Count()]
      count.value += 1
      counts[ObjectIdentifier(object)] = count
    }
  }

  public static func visitCount(of object: RuntimeObject) -> Int {
    counts.withLock { $0[ObjectIdentifier(object)]?.value ?? 0 }
  }

  public static func counterStorage(of object: RuntimeObject) -> AnyObject? {
    counts.withLock { $0[ObjectIdentifier(object)] }
  }
}
