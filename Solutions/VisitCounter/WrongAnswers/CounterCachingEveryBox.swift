import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `VisitCounter`: keeps the count on the object, and also keeps every
/// box in a list "to find it faster", which keeps each count alive after its object.
public enum CounterCachingEveryBox: VisitCounterContract {
  final class Count {
    let value = Locked(0)
  }

  private static let key = AssociationKey("CounterCachingEveryBox.count")
  private static let boxes = Locked<[Count]>([])

  public static func recordVisit(to object: RuntimeObject) {
    let count = object.associatedObject(forKey: key) {
      let made = Count()
      boxes.withLock { $0.append(made) }
      return made
    }
    count.value.withLock { $0 += 1 }
  }

  public static func visitCount(of object: RuntimeObject) -> Int {
    (object.associatedObject(forKey: key) as? Count)?.value.withLock { $0 } ?? 0
  }

  public static func counterStorage(of object: RuntimeObject) -> AnyObject? {
    object.associatedObject(forKey: key) as? Count
  }
}
