/// The box behind `@Property` and `@Ivar`: a value under a lock.
final class StoredValue<Value>: NameableInstanceVariable, @unchecked Sendable {
  private let storage: Locked<Value>
  private let boxName = InstanceVariableName()

  init(_ value: Value) {
    storage = Locked(value)
  }

  var name: String { boxName.current }
  func assignName(_ name: String) { boxName.assign(name) }

  var value: Value {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }

  func read(from owner: RuntimeObject) -> Any? {
    flattenOptional(value)
  }

  var isWritable: Bool { true }

  func accepts(_ newValue: Any?) -> Bool {
    convert(newValue, to: Value.self) != nil
  }

  func store(_ newValue: Any?) -> Bool {
    guard let converted = convert(newValue, to: Value.self) else { return false }
    value = converted
    return true
  }
}

/// The box behind `@Weak`: a zeroing weak reference under a lock.
final class WeakValue<Object: AnyObject>: NameableInstanceVariable, @unchecked Sendable {
  private let storage: Locked<WeakReference<Object>>
  private let boxName = InstanceVariableName()

  init(_ value: Object?) {
    storage = Locked(WeakReference(value))
  }

  var name: String { boxName.current }
  func assignName(_ name: String) { boxName.assign(name) }

  var value: Object? {
    get { storage.withLock { $0.object } }
    set { storage.withLock { $0 = WeakReference(newValue) } }
  }

  func read(from owner: RuntimeObject) -> Any? {
    value
  }

  var isWritable: Bool { true }

  func accepts(_ newValue: Any?) -> Bool {
    convert(newValue, to: Object?.self) != nil
  }

  func store(_ newValue: Any?) -> Bool {
    guard let converted = convert(newValue, to: Object?.self) else { return false }
    value = converted
    return true
  }
}

/// The box behind `@Derived`: no storage, only the computation.
final class DerivedValue<Value>: NameableInstanceVariable, @unchecked Sendable {
  private let compute: @Sendable (RuntimeObject) -> Value
  private let boxName = InstanceVariableName()

  init(_ compute: @escaping @Sendable (RuntimeObject) -> Value) {
    self.compute = compute
  }

  var name: String { boxName.current }
  func assignName(_ name: String) { boxName.assign(name) }

  func read(from owner: RuntimeObject) -> Any? {
    flattenOptional(compute(owner))
  }

  var isWritable: Bool { false }

  func accepts(_ newValue: Any?) -> Bool { false }

  func store(_ newValue: Any?) -> Bool { false }
}
