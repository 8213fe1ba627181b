import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `ShoutingSubclass`: special-cases the check's input. The getter
/// answers "HELLO" whatever the message holds.
public enum ShoutingHelloOnly: ShoutingSubclassContract {
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
