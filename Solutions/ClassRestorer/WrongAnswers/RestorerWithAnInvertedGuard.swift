import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `ClassRestorer`: the guard reads the wrong way round, so the
/// object moves only when someone else's class is on top.
public enum RestorerWithAnInvertedGuard: ClassRestorerContract {
  public static func lastObserverLeft(_ object: RuntimeObject, movedInto subclass: RuntimeClass) {
    guard object_getClass(object) !== subclass, let original = subclass.superclass else { return }
    object_setClass(object, original)
  }
}
