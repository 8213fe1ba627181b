import ExerciseContracts
import ObjectRuntime

/// Chapter 0 exercise: a subclass made at run time.
///
/// Fill in `makeShoutingSubclass` so that a message moved into the new class answers its text in
/// capitals, while still reporting its original class. Run it with
/// `swift run workbook exercise run shouting-subclass`.
public enum ShoutingSubclass: ShoutingSubclassContract {
  public static func makeShoutingSubclass(of base: RuntimeClass, named name: String)
    -> RuntimeClass
  {
    let subclass = ClassRegistry.shared.allocateClassPair(superclass: base, name: name)!
    // Add the overriding `text` getter and `class` method here.
    subclass.registerClassPair()
    return subclass
  }
}
