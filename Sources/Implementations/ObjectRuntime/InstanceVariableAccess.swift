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
    if let table = instanceVariableTable.withLock({ $0 }) { return table }
    let discovered = ClassLevel.instanceVariables(of: self)
    return instanceVariableTable.withLock { table in
      if let existing = table { return existing }
      table = discovered
      return discovered
    }
  }

  // ANCHOR: send-getter
  /// `message.text` for a wrapped property: sends the getter and converts the answer.
  func sendGetter<Value>(for box: any InstanceVariable) -> Value {
    let key = name(of: box)
    let answer = send(.getter(forKey: key))
    guard let value = convert(answer, to: Value.self) else {
      RuntimeException.raise(
        .internalInconsistency,
        "-[\(reportedClass.name) \(key)] returned \(String(describing: answer)), not a \(Value.self)"
      )
    }
    return value
  }

  /// `message.text = newValue` for a wrapped property: sends the setter.
  func sendSetter<Value>(for box: any InstanceVariable, _ newValue: Value) {
    send(.setter(forKey: name(of: box)), flattenOptional(newValue))
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

  private func name(of box: any InstanceVariable) -> String {
    if box.name.isEmpty { _ = instanceVariables }
    return box.name
  }
}
