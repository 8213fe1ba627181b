import ObjectRuntime

/// The heart of automatic KVO: moving an observed object into a subclass made at run time,
/// `NSKVONotifying_<Class>`, whose setters notify around the original ones.
///
/// The subclass is made once per class and shared by every observed instance of it. It
/// overrides `class` to answer the original class, so the swap is invisible unless you ask
/// `object_getClass`. Setter overrides are added key by key, the first time a key is observed.
enum IsaSwizzling {
  static let classPrefix = "NSKVONotifying_"
  private static let creation = Locked<Set<RuntimeClass>>([])

  /// Whether `runtimeClass` is one of the notifying subclasses this module made.
  static func isNotifyingClass(_ runtimeClass: RuntimeClass) -> Bool {
    creation.withLock { $0.contains(runtimeClass) }
  }

  // ANCHOR: prepare
  /// Moves `object` into the notifying subclass of its current class (making it if needed),
  /// and makes sure the setter and collection accessors of each of `keys` notify.
  static func prepare(_ object: RuntimeObject, forKeys keys: Set<String>) {
    let current = object_getClass(object)
    let notifying = isNotifyingClass(current) ? current : notifyingSubclass(of: current)
    for key in keys {
      overrideSetter(forKey: key, in: notifying)
      CollectionAccessorOverrides.install(forKey: key, in: notifying)
    }
    if current !== notifying {
      object_setClass(object, notifying)
    }
  }
  // ANCHOR_END: prepare

  // ANCHOR: restore
  /// Puts `object` back in its original class, if it is still in the notifying subclass (a
  /// class someone else swizzled in on top is left alone).
  static func restore(_ object: RuntimeObject) {
    let current = object_getClass(object)
    guard isNotifyingClass(current), let original = current.superclass else { return }
    object_setClass(object, original)
  }
  // ANCHOR_END: restore

  // ANCHOR: notifying-subclass
  // ANCHOR: subclass-hides-itself
  /// `NSKVONotifying_<Class>`, made and registered the first time it is needed.
  private static func notifyingSubclass(of original: RuntimeClass) -> RuntimeClass {
    creation.withLock { made in
      let name = classPrefix + original.name
      if let existing = objc_getClass(name), made.contains(existing) { return existing }
      guard
        let subclass = ClassRegistry.shared.allocateClassPair(superclass: original, name: name)
      else {
        RuntimeException.raise(
          .internalInconsistency,
          "KVO cannot make its subclass of \(original.name): another class is already called \(name)."
        )
      }
      subclass.addMethod("class") { _, _, _ in original }
      // snippet.hide
      // ANCHOR: subclass-kvc-messages
      subclass.addMethod("willChangeValueForKey:") { receiver, _, arguments in
        receiver.willChangeValue(forKey: arguments[0] as! String)
        return nil
      }
      subclass.addMethod("didChangeValueForKey:") { receiver, _, arguments in
        receiver.didChangeValue(forKey: arguments[0] as! String)
        return nil
      }
      // ANCHOR_END: subclass-kvc-messages
      ToManyMessages.install(on: subclass)
      // snippet.show
      subclass.registerClassPair()
      made.insert(subclass)
      return subclass
    }
  }
  // ANCHOR_END: subclass-hides-itself
  // ANCHOR_END: notifying-subclass

  // ANCHOR: override-setter
  /// Gives the notifying subclass a setter for `key` that sends will-change, calls the
  /// original setter through a super-send, then sends did-change, holding every observer of
  /// the object from before the first notification until after the last. Only keys that have a
  /// setter and notify automatically get one; adding it twice is a no-op.
  private static func overrideSetter(forKey key: String, in notifying: RuntimeClass) {
    let setter = Selector.setter(forKey: key)
    guard notifying.ownMethod(setter) == nil,
      let original = notifying.superclass, original.instancesRespond(to: setter),
      notifying.swiftType.automaticallyNotifiesObservers(forKey: key)
    else { return }
    notifying.addMethod(setter) { receiver, selector, arguments in
      let held = ObservationInfo.existing(for: receiver)?.retainObservers()
      receiver.willChangeValue(forKey: key)
      receiver.sendSuper(from: notifying, selector, arguments: arguments)
      receiver.didChangeValue(forKey: key)
      withExtendedLifetime(held) {}
      return nil
    }
  }
  // ANCHOR_END: override-setter
}
