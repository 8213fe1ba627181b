import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `ShoutingSubclass`: reads the original text with an ordinary send,
/// which finds the new getter again and calls itself until the stack runs out.
public enum ShoutingThroughAnOrdinarySend: ShoutingSubclassContract {
  public static func makeShoutingSubclass(of base: RuntimeClass, named name: String)
    -> RuntimeClass
  {
    let subclass = ClassRegistry.shared.allocateClassPair(superclass: base, name: name)!
    subclass.addMethod("text") { receiver, selector, _ in
      (receiver.send(selector) as? String)?.uppercased()
    }
    subclass.addMethod("class") { _, _, _ in base }
    subclass.registerClassPair()
    return subclass
  }
}
