import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `ShoutingSubclass`: the getter sends `super` from the object's class
/// instead of from the class it was installed on. The two are the same class until somebody
/// puts a subclass of their own on top, as chapter 1's KVO does when the message is observed;
/// then the super-send lands on this getter again, which calls itself until the stack runs out.
public enum ShoutingSuperFromTheObjectsClass: ShoutingSubclassContract {
  public static func makeShoutingSubclass(of base: RuntimeClass, named name: String)
    -> RuntimeClass
  {
    let subclass = ClassRegistry.shared.allocateClassPair(superclass: base, name: name)!
    subclass.addMethod("text") { receiver, selector, _ in
      (receiver.sendSuper(from: object_getClass(receiver), selector) as? String)?.uppercased()
    }
    subclass.addMethod("class") { _, _, _ in base }
    subclass.registerClassPair()
    return subclass
  }
}
