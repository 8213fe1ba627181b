import ExerciseContracts
import ObjectRuntime

/// The solution to `VisitCounter`: the count is an associated object of the visited
/// object, so it is released with it.
public enum VisitCounter: VisitCounterContract {
  /// A count in a box, shared by every visit to one object.
  final class Count {
    let value = Locked(0)
  }

  private static let key = AssociationKey("VisitCounter.count")

  public static func recordVisit(to object: RuntimeObject) {
    object.associatedObject(forKey: key) { Count() }.value.withLock { $0 += 1 }
  }

  public static func visitCount(of object: RuntimeObject) -> Int {
    (object.associatedObject(forKey: key) as? Count)?.value.withLock { $0 } ?? 0
  }

  public static func counterStorage(of object: RuntimeObject) -> AnyObject? {
    object.associatedObject(forKey: key) as? Count
  }
}
