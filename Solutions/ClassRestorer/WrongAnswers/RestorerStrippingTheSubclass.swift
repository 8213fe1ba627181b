import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `ClassRestorer`: restores the class, then "tidies up" by turning
/// every method of the prefixed subclass into one that does nothing, though the engine reuses
/// that subclass the next time the object is observed.
public enum RestorerStrippingTheSubclass: ClassRestorerContract {
  public static func lastObserverLeft(_ object: RuntimeObject, movedInto subclass: RuntimeClass) {
    guard object_getClass(object) === subclass, let original = subclass.superclass else { return }
    object_setClass(object, original)
    for method in subclass.ownMethods {
      subclass.replaceMethod(method.selector) { _, _, _ in nil }
    }
  }
}
