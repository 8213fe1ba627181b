/// How an object reaches its properties' storage, and how property wrappers turn Swift reads
/// and writes into messages.
extension RuntimeObject {
  /// The storage box of the property `name`, or `nil` when the object has no such property.
  /// The first call reflects the object once and remembers every box.
  public func instanceVariable(named name: String) -> (any InstanceVariable)? {
    instanceVariables[name]
  }

  /// Every storage box of the object, by property name.
  var instanceVariables: [String: any InstanceVariable] {
    let word = instanceVariableTable.load(ordering: .acquiring)
    if word != 0 { return InstanceVariableTable.at(word).boxes }
    let made = Unmanaged.passRetained(ClassLevel.instanceVariables(of: self))
    let (stored, current) = instanceVariableTable.compareExchange(
      expected: 0, desired: UInt(bitPattern: made.toOpaque()), ordering: .acquiringAndReleasing)
    guard stored else {
      // Another thread reflected the object first: use its table.
      made.release()
      return InstanceVariableTable.at(current).boxes
    }
    return made.takeUnretainedValue().boxes
  }

  /// Releases the table of boxes, when the object goes.
  func releaseInstanceVariableTable() {
    let word = instanceVariableTable.load(ordering: .acquiring)
    guard word != 0 else { return }
    Unmanaged<InstanceVariableTable>.fromOpaque(UnsafeRawPointer(bitPattern: word)!).release()
  }

  // ANCHOR: send-getter
  /// `message.text` for a wrapped property: sends the getter. The message is always looked up;
  /// when the runtime's own accessor answers it (no subclass overrode the getter), the value is
  /// read straight from the box, its type known, instead of crossing `Any` through the call.
  func sendGetter<Box: TypedReadableInstanceVariable>(for box: Box) -> Box.Value {
    let getter = accessors(of: box).getter
    if object_getClass(self).lookup(getter)?.isSynthesizedAccessor == true {
      guard let trace = Trace.active else { return box.typedValue(of: self) }
      return trace.send(to: self, getter, lookedUpFrom: object_getClass(self), isSuper: false) {
        box.typedValue(of: self)
      }
    }
    let answer = send(getter)
    guard let value = convert(answer, to: Box.Value.self) else {
      RuntimeException.raise(
        .internalInconsistency,
        "-[\(reportedClass.name) \(getter)] returned \(String(describing: answer)), not a \(Box.Value.self)"
      )
    }
    return value
  }

  /// `message.text = newValue` for a wrapped property: sends the setter, writing the box
  /// directly when the runtime's own setter answers. An override (KVO's) gets the message.
  func sendSetter<Box: TypedWritableInstanceVariable>(for box: Box, _ newValue: Box.Value) {
    let setter = accessors(of: box).setter
    if object_getClass(self).lookup(setter)?.isSynthesizedAccessor == true {
      guard let trace = Trace.active else { return box.setTypedValue(newValue) }
      return trace.send(to: self, setter, lookedUpFrom: object_getClass(self), isSuper: false) {
        box.setTypedValue(newValue)
      }
    }
    send(setter, flattenOptional(newValue))
  }
  // ANCHOR_END: send-getter

  /// Raises what key-value coding raises when `value` cannot be stored under `key`: the
  /// `setNilValueForKey` path for `nil`, a type mismatch otherwise.
  func raiseUnstorable(_ value: Any?, forKey key: String, type: Any.Type) {
    guard let value else {
      setNilValueForKey(key)
      return
    }
    RuntimeException.raise(
      .invalidArgument,
      "[\(bracketedDescription(of: self)) setValue:forKey:]: value \(value) of type \(Swift.type(of: value)) cannot be stored in the key \(key) of type \(type)."
    )
  }

  /// The box's name and selectors, naming every box of the object on first use.
  private func accessors(of box: some NameableInstanceVariable) -> PropertyAccessors {
    if let accessors = box.accessors { return accessors }
    _ = instanceVariables
    return box.accessors!
  }
}

/// Every storage box of one object, by property name: made once, when the object is first
/// reflected, and only read after that.
final class InstanceVariableTable: Sendable {
  let boxes: [String: any InstanceVariable]

  init(boxes: [String: any InstanceVariable]) {
    self.boxes = boxes
  }

  /// The table whose address is `word`.
  static func at(_ word: UInt) -> InstanceVariableTable {
    Unmanaged<InstanceVariableTable>.fromOpaque(UnsafeRawPointer(bitPattern: word)!)
      .takeUnretainedValue()
  }
}

extension RuntimeObject {
  /// ``sendGetter(for:)`` for `@Property`'s box, callable from the property wrapper's inlined
  /// subscript in the module that declares the property.
  @usableFromInline
  func sendStoredGetter<Value>(for box: StoredValue<Value>) -> Value {
    sendGetter(for: box)
  }

  /// ``sendSetter(for:_:)`` for `@Property`'s box, callable from the inlined subscript.
  @usableFromInline
  func sendStoredSetter<Value>(for box: StoredValue<Value>, _ newValue: Value) {
    sendSetter(for: box, newValue)
  }
}
