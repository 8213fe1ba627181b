import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `ClassRestorer`: leaves the object alone only when the class on top is
/// chapter 1's, which it recognises by its name, and otherwise moves it back, stripping any
/// other subclass somebody has put on top since.
public enum RestorerGuardingOnlyAgainstChapterOne: ClassRestorerContract {
  public static func lastObserverLeft(_ object: RuntimeObject, movedInto subclass: RuntimeClass) {
    guard !object_getClass(object).name.hasPrefix("NSKVONotifying_"),
      let original = subclass.superclass
    else { return }
    object_setClass(object, original)
  }
}
