import ExerciseContracts
import ObjectRuntime

/// The solution to `ShoutingSubclass`.
public enum ShoutingSubclass: ShoutingSubclassContract {
  public static func makeShoutingSubclass(of base: RuntimeClass, named name: String)
    -> RuntimeClass
  {
    let subclass = ClassRegistry.shared.allocateClassPair(superclass: base, name: name)!
    subclass.addMethod("text") { receiver, selector, _ in
      (receiver.sendSuper(from: subclass, selector) as? String)?.uppercased()
    }
    subclass.addMethod("class") { _, _, _ in base }
    subclass.registerClassPair()
    return subclass
  }
}
