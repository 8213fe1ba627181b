/// The process-wide table of classes: by name (`objc_getClass`) and, for classes declared in
/// Swift, by Swift type.
///
/// A Swift subclass of ``RuntimeObject`` is registered the first time one of its instances is
/// made: the registry reflects the instance, makes one ``RuntimeClass`` per level of the Swift
/// class chain, and gives each declared property its getter and setter methods.
public final class ClassRegistry: @unchecked Sendable {
  /// The registry every object uses.
  public static let shared = ClassRegistry()

  private struct Tables {
    var byName: [String: RuntimeClass] = [:]
    var bySwiftType: [ObjectIdentifier: RuntimeClass] = [:]
  }

  private let tables = Locked(Tables())

  /// The class named `name`, if one is registered.
  public func lookUpClass(named name: String) -> RuntimeClass? {
    tables.withLock { $0.byName[name] }
  }

  /// The class registered for a Swift type, if an instance of it has been made.
  public func lookUpClass(for type: RuntimeObject.Type) -> RuntimeClass? {
    tables.withLock { $0.bySwiftType[ObjectIdentifier(type)] }
  }

  // ANCHOR: allocate-class-pair
  /// Makes a new class below `superclass`, as `objc_allocateClassPair` does. Add its methods,
  /// then call ``RuntimeClass/registerClassPair()``. Returns `nil` when the name is taken.
  public func allocateClassPair(superclass: RuntimeClass, name: String) -> RuntimeClass? {
    guard lookUpClass(named: name) == nil else { return nil }
    // snippet.hide
    Trace.active?.note(
      .classCreated, on: nil, label: name, detail: "subclass of \(superclass.name)")
    // snippet.show
    return RuntimeClass(name: name, superclass: superclass, swiftType: superclass.swiftType)
  }
  // ANCHOR_END: allocate-class-pair

  /// Makes a class visible by name, as `objc_registerClassPair` does. Returns `false` when
  /// another class took the name in the meantime.
  @discardableResult
  public func register(_ runtimeClass: RuntimeClass) -> Bool {
    let registered = tables.withLock { tables in
      guard tables.byName[runtimeClass.name] == nil else { return false }
      tables.byName[runtimeClass.name] = runtimeClass
      return true
    }
    if registered {
      MethodCache.invalidateAll()
      Trace.active?.note(.classRegistered, on: nil, label: runtimeClass.name)
    }
    return registered
  }

  /// The class for `object`'s Swift type, registering it (and its superclasses) on first use.
  func registeredClass(for object: RuntimeObject) -> RuntimeClass {
    let key = ObjectIdentifier(type(of: object))
    if let known = tables.withLock({ $0.bySwiftType[key] }) { return known }
    let levels = ClassLevel.levels(of: object)
    let made = tables.withLock { tables in
      var parent: RuntimeClass? = nil
      for level in levels {
        let levelKey = ObjectIdentifier(level.type)
        if let existing = tables.bySwiftType[levelKey] {
          parent = existing
          continue
        }
        let name = uniqueName(for: level.type, taken: tables.byName)
        let runtimeClass = RuntimeClass(
          name: name, superclass: parent, swiftType: level.type,
          declaredProperties: level.properties)
        installMethods(on: runtimeClass, isRoot: parent == nil)
        tables.byName[name] = runtimeClass
        tables.bySwiftType[levelKey] = runtimeClass
        parent = runtimeClass
      }
      return parent!
    }
    MethodCache.invalidateAll()
    return made
  }

  /// `Message`, or the module-qualified `App.Message` when two Swift types share a name.
  private func uniqueName(for type: RuntimeObject.Type, taken: [String: RuntimeClass]) -> String {
    let short = String(describing: type)
    return taken[short] == nil ? short : String(reflecting: type)
  }

  // ANCHOR: install-accessors
  private func installMethods(on runtimeClass: RuntimeClass, isRoot: Bool) {
    if isRoot {
      runtimeClass.addMethod("class") { receiver, _, _ in object_getClass(receiver) }
    }
    for property in runtimeClass.declaredProperties {
      let name = property.name
      if let getter = property.getter {
        let read: Implementation = { receiver, _, _ in
          receiver.instanceVariable(named: name)!.read(from: receiver)
        }
        runtimeClass.add(Method(getter, read, isSynthesizedAccessor: true))
      }
      if let setter = property.setter, let body = property.setterBody {
        runtimeClass.add(Method(setter, Self.declaredSetter(for: property, body: body)))
      } else if let setter = property.setter {
        let write: Implementation = { receiver, _, arguments in
          let newValue = arguments.first ?? nil
          if !receiver.instanceVariable(named: name)!.store(newValue) {
            receiver.raiseUnstorable(newValue, forKey: name, type: property.valueType)
          }
          return nil
        }
        runtimeClass.add(Method(setter, write, isSynthesizedAccessor: true))
      }
    }
  }
  // ANCHOR_END: install-accessors

  // ANCHOR: declared-setter
  /// The setter of a property declared with a body: a method like any other (not a synthesized
  /// accessor), so every assignment is a message that runs the body, and a notifying subclass's
  /// override wraps it.
  private static func declaredSetter(
    for property: PropertyDescription, body: SetterBody
  ) -> Implementation {
    let name = property.name
    return { receiver, _, arguments in
      let newValue = arguments.first ?? nil
      let box = receiver.instanceVariable(named: name)!
      guard box.accepts(newValue) else {
        receiver.raiseUnstorable(newValue, forKey: name, type: property.valueType)
        return nil
      }
      body.run(receiver, newValue, box)
      return nil
    }
  }
  // ANCHOR_END: declared-setter
}

extension RuntimeClass {
  /// Makes the class visible by name, as `objc_registerClassPair` does.
  @discardableResult
  public func registerClassPair() -> Bool {
    ClassRegistry.shared.register(self)
  }
}

/// Looks a class up by name, as `objc_getClass` does.
public func objc_getClass(_ name: String) -> RuntimeClass? {
  ClassRegistry.shared.lookUpClass(named: name)
}
