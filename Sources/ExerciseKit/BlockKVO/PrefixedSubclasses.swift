import Foundation
import ObjectRuntime
import SwizzledKVO

extension RepairableBlockKVO {
  /// Serialises making subclasses, as the chapter's module does.
  private static let creation = NSLock()

  /// Moves `object` into the prefixed subclass of its class, unless its class already carries
  /// the prefix, and answers the class it is in afterwards.
  func move(_ object: RuntimeObject) -> RuntimeClass {
    let current = object_getClass(object)
    guard !current.name.hasPrefix(prefix) else { return current }
    let subclass = subclass(of: current)
    object_setClass(object, subclass)
    return subclass
  }

  /// The prefixed subclass of `original`, made the first time it is needed. It answers `class`
  /// as `original` does, so it hides even when `original` is somebody else's subclass.
  private func subclass(of original: RuntimeClass) -> RuntimeClass {
    Self.creation.withLock {
      let name = prefix + original.name
      if let existing = objc_getClass(name) { return existing }
      let subclass = ClassRegistry.shared.allocateClassPair(superclass: original, name: name)!
      subclass.addMethod("class") { receiver, selector, _ in
        receiver.sendSuper(from: subclass, selector)
      }
      subclass.registerClassPair()
      return subclass
    }
  }

  /// Gives `subclass` an observing setter for `setter`, unless it has one of its own: read the
  /// old value, call the original setter from the class the setter was installed on, then hand
  /// the chosen records' calls to the `deliver` piece.
  func installObservingSetter(_ setter: Selector, in subclass: RuntimeClass) {
    guard subclass.ownMethod(setter) == nil else { return }
    subclass.addMethod(setter) { [self] receiver, selector, arguments in
      guard let key = selector.keyForSetter else { return nil }
      let oldValue = receiver.value(forKey: key)
      let newValue = arguments.first ?? nil
      receiver.sendSuper(from: subclass, selector, arguments: arguments)
      let chosen = recordsBox(of: receiver)?.records.withLock { select(key, &$0) } ?? []
      deliver(
        chosen.map {
          Delivery(
            block: $0.block, object: receiver, key: key, oldValue: oldValue, newValue: newValue)
        })
      return nil
    }
  }
}
