import ExerciseKit
import ObjectRuntime

/// Wrong answer to `runtime-shouting-subclass`: special-cases the check's input. The getter
/// answers "HELLO" whatever the message holds.
public enum ShoutingHelloOnly: ShoutingSubclassExercise {
  public static func makeShoutingSubclass(of base: RuntimeClass, named name: String)
    -> RuntimeClass
  {
    let subclass = ClassRegistry.shared.allocateClassPair(superclass: base, name: name)!
    subclass.addMethod("text") { _, _, _ in "HELLO" }
    subclass.addMethod("class") { _, _, _ in base }
    subclass.registerClassPair()
    return subclass
  }
}
