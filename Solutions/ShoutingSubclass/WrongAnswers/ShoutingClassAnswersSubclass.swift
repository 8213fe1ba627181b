import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `ShoutingSubclass`: overrides `class`, but answers the subclass
/// itself, which is what the object would have answered anyway.
public enum ShoutingClassAnswersSubclass: ShoutingSubclassContract {
  public static func makeShoutingSubclass(of base: RuntimeClass, named name: String)
    -> RuntimeClass
  {
    let subclass = ClassRegistry.shared.allocateClassPair(superclass: base, name: name)!
    subclass.addMethod("text") { receiver, selector, _ in
      (receiver.sendSuper(from: subclass, selector) as? String)?.uppercased()
    }
    subclass.addMethod("class") { _, _, _ in subclass }
    subclass.registerClassPair()
    return subclass
  }
}
