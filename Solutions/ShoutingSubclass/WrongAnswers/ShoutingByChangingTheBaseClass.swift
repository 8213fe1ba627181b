import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `ShoutingSubclass`: swizzles the getter of the class it was given
/// instead of overriding it in a subclass, so every message of that class shouts.
public enum ShoutingByChangingTheBaseClass: ShoutingSubclassContract {
  public static func makeShoutingSubclass(of base: RuntimeClass, named name: String)
    -> RuntimeClass
  {
    if let original = base.lookup("text")?.implementation {
      base.replaceMethod("text") { receiver, selector, arguments in
        (original(receiver, selector, arguments) as? String)?.uppercased()
      }
    }
    let subclass = ClassRegistry.shared.allocateClassPair(superclass: base, name: name)!
    subclass.addMethod("class") { _, _, _ in base }
    subclass.registerClassPair()
    return subclass
  }
}
