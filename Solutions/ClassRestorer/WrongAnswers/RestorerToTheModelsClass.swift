import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `ClassRestorer`: puts the object back in its Swift type's class,
/// skipping chapter 1's subclass when it sits underneath.
public enum RestorerToTheModelsClass: ClassRestorerContract {
  public static func lastObserverLeft(_ object: RuntimeObject, movedInto subclass: RuntimeClass) {
    guard object_getClass(object) === subclass,
      let original = ClassRegistry.shared.lookUpClass(for: type(of: object))
    else { return }
    object_setClass(object, original)
  }
}
