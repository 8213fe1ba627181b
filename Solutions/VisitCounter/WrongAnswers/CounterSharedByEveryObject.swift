import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `VisitCounter`: attaches one box, made once, to every object, so
/// all objects share one count.
public enum CounterSharedByEveryObject: VisitCounterContract {
  final class Count: Sendable {
    let value = Locked(0)
  }

  private static let key = AssociationKey("CounterSharedByEveryObject.count")
  private static let shared = Count()

  public static func recordVisit(to object: RuntimeObject) {
    object.associatedObject(forKey: key) { shared }.value.withLock { $0 += 1 }
  }

  public static func visitCount(of object: RuntimeObject) -> Int {
    (object.associatedObject(forKey: key) as? Count)?.value.withLock { $0 } ?? 0
  }

  public static func counterStorage(of object: RuntimeObject) -> AnyObject? {
    object.associatedObject(forKey: key) as? Count
  }
}
