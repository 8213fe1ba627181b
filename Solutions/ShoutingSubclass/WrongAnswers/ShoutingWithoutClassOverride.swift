import ExerciseContracts
import ObjectRuntime

/// Wrong answer to `ShoutingSubclass`: shouts, but does not hide the subclass, so the
/// message reports the new class instead of the one it was made from.
public enum ShoutingWithoutClassOverride: ShoutingSubclassContract {
  public static func makeShoutingSubclass(of base: RuntimeClass, named name: String)
    -> RuntimeClass
  {
    let subclass = ClassRegistry.shared.allocateClassPair(superclass: base, name: name)!
    subclass.addMethod("text") { receiver, selector, _ in
      (receiver.sendSuper(from: subclass, selector) as? String)?.uppercased()
    }
    subclass.registerClassPair()
    return subclass
  }
}
