import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `VisitCounter`: looks for the count, and attaches a new one when there
/// is none, in two steps. Two threads making an object's first visit at once both find none and
/// both attach a box; the second replaces the first, and the visit counted in it is lost.
public enum CounterAttachedOnEachFirstVisit: VisitCounterContract {
  final class Count {
    let value = Locked(0)
  }

  private static let key = AssociationKey("CounterAttachedOnEachFirstVisit.count")

  public static func recordVisit(to object: RuntimeObject) {
    let count = (object.associatedObject(forKey: key) as? Count) ?? Count()
    object.setAssociatedObject(count, forKey: key)
    count.value.withLock { $0 += 1 }
  }

  public static func visitCount(of object: RuntimeObject) -> Int {
    (object.associatedObject(forKey: key) as? Count)?.value.withLock { $0 } ?? 0
  }

  public static func counterStorage(of object: RuntimeObject) -> AnyObject? {
    object.associatedObject(forKey: key) as? Count
  }
}
