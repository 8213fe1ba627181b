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

/// The box behind `@Weak`: a zeroing weak reference under a lock. It refers to an `AnyObject`,
/// which any class instance is, whether it arrives as a class or as a protocol existential, and
/// casts it back to `Object` when read.
final class WeakValue<Object>: TypedWritableInstanceVariable, @unchecked Sendable {
  private let storage: Locked<WeakReference<AnyObject>>
  private let boxName = InstanceVariableName()

  init(_ value: Object?) {
    storage = Locked(WeakReference(Self.reference(to: value)))
  }

  var name: String { boxName.current }
  var accessors: PropertyAccessors? { boxName.accessors }
  func assign(_ accessors: PropertyAccessors) { boxName.assign(accessors) }

  var value: Object? {
    get { storage.withLock { $0.object } as? Object }
    set {
      let reference = Self.reference(to: newValue)
      storage.withLock { $0 = WeakReference(reference) }
    }
  }

  func read(from owner: RuntimeObject) -> Any? { value }
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

  /// The object `value` refers to. A value that is not a class instance (a struct in a
  /// protocol's existential) cannot be referenced weakly: raises `NSInvalidArgumentException`.
  private static func reference(to value: Object?) -> AnyObject? {
    guard let value else { return nil }
    guard type(of: value as Any) is AnyClass else {
      RuntimeException.raise(
        .invalidArgument,
        "@Weak cannot hold \(value) of type \(type(of: value as Any)): only a class instance can be referenced weakly."
      )
    }
    return value as AnyObject
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
