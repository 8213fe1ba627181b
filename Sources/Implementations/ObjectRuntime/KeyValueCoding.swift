/// Key-value coding: reading and writing properties by name, with Foundation's search order.
extension RuntimeObject {
  /// Reads the value for `key`, as `-valueForKey:` does: the first of the accessor methods
  /// `get<Key>`, `<key>`, `is<Key>`, `_<key>` the object responds to; then, if the class allows
  /// it, storage named `<key>` or `is<Key>`; otherwise ``value(forUndefinedKey:)``.
  public func value(forKey key: String) -> Any? {
    switch lookUpValue(forKey: key) {
    case .found(let value): value
    case .undefined: value(forUndefinedKey: key)
    }
  }

  // ANCHOR: set-value-for-key
  /// Sets the value for `key`, as `-setValue:forKey:` does: the setter `set<Key>:` or
  /// `_set<Key>:` if the object responds to one; then, if the class allows it, storage named
  /// `<key>` or `is<Key>`, written between KVO's will- and did-change notifications when the
  /// object is observed; otherwise ``setValue(_:forUndefinedKey:)``.
  public func setValue(_ value: Any?, forKey key: String) {
    let value = flattenOptional(value)
    let capitalized = key.capitalizingFirstLetter()
    for setter in [Selector.setter(forKey: key), Selector("_set\(capitalized):")]
    where responds(to: setter) {
      if value == nil, let storage = instanceVariable(named: key), !storage.accepts(nil) {
        setNilValueForKey(key)
      } else {
        send(setter, value)
      }
      return
    }
    guard type(of: self).accessInstanceVariablesDirectly,
      let storage = directStorage(forKey: key), storage.isWritable
    else {
      setValue(value, forUndefinedKey: key)
      return
    }
    guard storage.accepts(value) else {
      raiseUnstorable(
        value, forKey: key, type: object_getClass(self).property(named: key)?.valueType ?? Any.self)
      return
    }
    notifyingObservers(ofKey: key) { storage.store(value) }
  }
  // ANCHOR_END: set-value-for-key

  /// Reads along a dotted key path (`address.street`), one `value(forKey:)` per component.
  /// A `nil` along the way ends the walk with `nil`.
  public func value(forKeyPath keyPath: String) -> Any? {
    guard let dot = keyPath.utf8.firstIndex(of: UInt8(ascii: ".")) else {
      return value(forKey: keyPath)
    }
    let first = String(keyPath[..<dot])
    let rest = String(keyPath[keyPath.index(after: dot)...])
    guard let next = flattenOptional(value(forKey: first)) else { return nil }
    return object(next, forKeyPathComponent: first).value(forKeyPath: rest)
  }

  /// Sets the value at the end of a dotted key path: walks to the last object, then
  /// `setValue(_:forKey:)` there. A `nil` along the way makes it do nothing.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    guard let dot = keyPath.utf8.firstIndex(of: UInt8(ascii: ".")) else {
      setValue(value, forKey: keyPath)
      return
    }
    let first = String(keyPath[..<dot])
    let rest = String(keyPath[keyPath.index(after: dot)...])
    guard let next = flattenOptional(self.value(forKey: first)) else { return }
    object(next, forKeyPathComponent: first).setValue(value, forKeyPath: rest)
  }

  /// The outcome of looking a key up without raising: KVO uses it to report an undefined key
  /// in its own words.
  public enum KeyValueLookup {
    case found(Any?)
    case undefined
  }

  // ANCHOR: lookup-value
  /// Looks the value for `key` up with `value(forKey:)`'s search, answering `.undefined`
  /// instead of raising.
  public func lookUpValue(forKey key: String) -> KeyValueLookup {
    let runtimeClass = object_getClass(self)
    for getter in KeyValueCodingSelectors.forKey(key).getters {
      guard let method = runtimeClass.lookup(getter) else { continue }
      let answer = method.implementation(self, getter, [])
      // The runtime's own getters answer flat values already; only others need unwrapping.
      return .found(method.isSynthesizedAccessor ? answer : flattenOptional(answer))
    }
    if type(of: self).accessInstanceVariablesDirectly, let storage = directStorage(forKey: key) {
      return .found(storage.read(from: self))
    }
    return .undefined
  }
  // ANCHOR_END: lookup-value

  /// Storage key-value coding may reach directly: the box named `<key>` or `is<Key>`.
  private func directStorage(forKey key: String) -> (any InstanceVariable)? {
    instanceVariable(named: key) ?? instanceVariable(named: "is\(key.capitalizingFirstLetter())")
  }

  /// Wraps a direct storage write in the KVO notifications a setter would send, when the
  /// object's class has been given them (only observed objects are) and the key notifies
  /// automatically.
  private func notifyingObservers(ofKey key: String, _ write: () -> Void) {
    let notifies =
      responds(to: "willChangeValueForKey:")
      && reportedClass.swiftType.automaticallyNotifiesObservers(forKey: key)
    if notifies { send("willChangeValueForKey:", key) }
    write()
    if notifies { send("didChangeValueForKey:", key) }
  }

  /// A key path can only continue through a runtime object; anything else answers as an
  /// object with no such keys would.
  private func object(_ value: Any, forKeyPathComponent key: String) -> RuntimeObject {
    guard let object = value as? RuntimeObject else {
      RuntimeException.raise(
        .unknownKey,
        "[<\(type(of: value))> valueForUndefinedKey:]: the value of \(key) is not key value coding-compliant for the rest of the key path."
      )
    }
    return object
  }
}

/// The getters key-value coding tries for one key, in search order (`get<Key>`, `<key>`,
/// `is<Key>`, `_<key>`): worked out once per key and kept, as Foundation caches the accessors
/// it found, so a lookup makes no strings.
final class KeyValueCodingSelectors: Sendable {
  let getters: [Selector]

  private static let table = Locked<[String: KeyValueCodingSelectors]>([:])

  private init(key: String) {
    let capitalized = key.capitalizingFirstLetter()
    getters = ["get\(capitalized)", Selector(key), "is\(capitalized)", "_\(key)"]
  }

  /// The selectors for `key`, made on first use.
  static func forKey(_ key: String) -> KeyValueCodingSelectors {
    table.withLock { table in
      if let existing = table[key] { return existing }
      let made = KeyValueCodingSelectors(key: key)
      table[key] = made
      return made
    }
  }
}
