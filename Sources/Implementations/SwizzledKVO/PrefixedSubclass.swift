import Foundation
import ObjectRuntime

/// The subclass an observed object is moved into: `SwizzledKVOClassPrefix_<Class>`, made at run
/// time below the object's current class and shared by every instance moved out of that class.
enum PrefixedSubclass {
  // ANCHOR: prefix
  /// What the names of the subclasses this module makes begin with.
  static let classPrefix = "SwizzledKVOClassPrefix_"
  // ANCHOR_END: prefix

  /// Serialises making a subclass, so that two tests observing the same class at once share
  /// one subclass. The original has no lock here; the lesson's unguarded state is the array.
  private static let creation = NSLock()

  // ANCHOR: move
  /// Moves `object` into the prefixed subclass of its current class, unless the name of its
  /// current class already carries the prefix. Answers the class the object is in afterwards.
  static func move(_ object: RuntimeObject) -> RuntimeClass {
    let current = object_getClass(object)
    guard !current.name.hasPrefix(classPrefix) else { return current }
    let subclass = subclass(of: current)
    object_setClass(object, subclass)
    return subclass
  }
  // ANCHOR_END: move

  // ANCHOR: make
  /// The class named with the prefix, looked up by name, or made and registered the first time
  /// it is needed. It overrides `class` to answer the superclass of the object's class.
  static func subclass(of original: RuntimeClass) -> RuntimeClass {
    creation.withLock {
      let name = classPrefix + original.name
      if let existing = objc_getClass(name) { return existing }
      let subclass = ClassRegistry.shared.allocateClassPair(superclass: original, name: name)!
      subclass.addMethod("class") { receiver, _, _ in
        object_getClass(receiver).superclass
      }
      subclass.registerClassPair()
      return subclass
    }
  }
  // ANCHOR_END: make
}
