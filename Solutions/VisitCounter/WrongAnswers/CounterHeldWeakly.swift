import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `VisitCounter`: attaches the count without retaining it ("so that it
/// cannot keep anything alive"), so nothing holds the box and each visit starts from nothing.
public enum CounterHeldWeakly: VisitCounterContract {
  final class Count {
    let value = Locked(0)
  }

  private static let key = AssociationKey("CounterHeldWeakly.count")

  public static func recordVisit(to object: RuntimeObject) {
    let count = (object.associatedObject(forKey: key) as? Count) ?? Count()
    count.value.withLock { $0 += 1 }
    object.setAssociatedObject(count, forKey: key, policy: .assign)
  }

  public static func visitCount(of object: RuntimeObject) -> Int {
    (object.associatedObject(forKey: key) as? Count)?.value.withLock { $0 } ?? 0
  }

  public static func counterStorage(of object: RuntimeObject) -> AnyObject? {
    object.associatedObject(forKey: key) as? Count
  }
}
