import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `ClassRestorer`: always moves the object to the prefixed
/// subclass's superclass, even when chapter 1's subclass has been put on top since.
public enum RestorerWithoutAGuard: ClassRestorerContract {
  public static func lastObserverLeft(_ object: RuntimeObject, movedInto subclass: RuntimeClass) {
    guard let original = subclass.superclass else { return }
    object_setClass(object, original)
  }
}
