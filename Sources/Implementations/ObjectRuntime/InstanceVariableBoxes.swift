/// The box behind `@Property` and `@Ivar`: a value under a lock.
@usableFromInline
final class StoredValue<Value>: TypedWritableInstanceVariable, @unchecked Sendable {
  private let storage: Locked<Value>
  private let boxName = InstanceVariableName()
  /// Whether `Value` is an optional, asked once rather than on every read.
  private let holdsOptional: Bool

  init(_ value: Value) {
    storage = Locked(value)
    holdsOptional = Value.self is any OptionalValue.Type
  }

  @usableFromInline var name: String { boxName.current }
  var accessors: PropertyAccessors? { boxName.accessors }
  func assign(_ accessors: PropertyAccessors) { boxName.assign(accessors) }

  var value: Value {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }

  @usableFromInline func read(from owner: RuntimeObject) -> Any? {
    holdsOptional ? flattenOptional(value) : value
  }

  func typedValue(of owner: RuntimeObject) -> Value { value }
  func setTypedValue(_ newValue: Value) { value = newValue }

  @usableFromInline var isWritable: Bool { true }

  @usableFromInline func accepts(_ newValue: Any?) -> Bool {
    convert(newValue, to: Value.self) != nil
  }

  @usableFromInline func store(_ newValue: Any?) -> Bool {
    guard let converted = convert(newValue, to: Value.self) else { return false }
    value = converted
    return true
  }
}

/// The box behind `@Weak`: a zeroing weak reference under a lock.
final class WeakValue<Object: AnyObject>: TypedWritableInstanceVariable, @unchecked Sendable {
  private let storage: Locked<WeakReference<Object>>
  private let boxName = InstanceVariableName()

  init(_ value: Object?) {
    storage = Locked(WeakReference(value))
  }

  var name: String { boxName.current }
  var accessors: PropertyAccessors? { boxName.accessors }
  func assign(_ accessors: PropertyAccessors) { boxName.assign(accessors) }

  var value: Object? {
    get { storage.withLock { $0.object } }
    set { storage.withLock { $0 = WeakReference(newValue) } }
  }

  func read(from owner: RuntimeObject) -> Any? {
    value
  }

  func typedValue(of owner: RuntimeObject) -> Object? { value }
  func setTypedValue(_ newValue: Object?) { value = newValue }

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
final class DerivedValue<Value>: TypedReadableInstanceVariable, @unchecked Sendable {
  private let compute: @Sendable (RuntimeObject) -> Value
  private let boxName = InstanceVariableName()

  init(_ compute: @escaping @Sendable (RuntimeObject) -> Value) {
    self.compute = compute
  }

  var name: String { boxName.current }
  var accessors: PropertyAccessors? { boxName.accessors }
  func assign(_ accessors: PropertyAccessors) { boxName.assign(accessors) }

  func read(from owner: RuntimeObject) -> Any? {
    flattenOptional(compute(owner))
  }

  func typedValue(of owner: RuntimeObject) -> Value { compute(owner) }

  var isWritable: Bool { false }

  func accepts(_ newValue: Any?) -> Bool { false }

  func store(_ newValue: Any?) -> Bool { false }
}
