/// A stored property reached through the runtime, like an `@objc dynamic` property: reading
/// `message.text` sends `text`, and `message.text = "hello"` sends `setText:`, so a setter a
/// subclass installs at run time sees the assignment.
///
/// ```swift
/// final class Message: RuntimeObject {
///   @Property var text: String?
/// }
/// ```
// ANCHOR: property-wrapper
@propertyWrapper
public struct Property<Value>: InstanceVariableWrapper {
  @usableFromInline let box: StoredValue<Value>

  public init(wrappedValue: Value) {
    box = StoredValue(wrappedValue)
  }

  public init() where Value: ExpressibleByNilLiteral {
    self.init(wrappedValue: nil)
  }

  public var instanceVariable: any InstanceVariable { box }
  public static var storage: PropertyDescription.Storage { .strong }
  public static var valueType: Any.Type { Value.self }

  @available(*, unavailable, message: "@Property is for subclasses of RuntimeObject only")
  public var wrappedValue: Value {
    get { fatalError("@Property used outside a RuntimeObject") }
    set { fatalError("@Property used outside a RuntimeObject") }
  }

  // ANCHOR: enclosing-instance
  @inlinable
  public static subscript<Owner: RuntimeObject>(
    _enclosingInstance owner: Owner,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
  ) -> Value {
    get { owner.sendStoredGetter(for: owner[keyPath: storageKeyPath].box) }
    set { owner.sendStoredSetter(for: owner[keyPath: storageKeyPath].box, newValue) }
  }
  // ANCHOR_END: enclosing-instance
}
// ANCHOR_END: property-wrapper

/// A weak stored property reached through the runtime: it does not keep its value alive, and
/// reads `nil` once the value has been freed. The runtime records that it was declared weak.
///
/// `Object` is a class, `@Weak var author: Author?`, or a protocol's existential, like
/// Objective-C's `weak id<Delegate>`: `@Weak var delegate: (any Delegate)?`. Swift does not count
/// `any Delegate` as a class type even when `Delegate` is class-bound, so `Object` is left
/// unconstrained, and storing a value that is not a class instance raises, as there is nothing
/// to reference weakly.
@propertyWrapper
public struct Weak<Object>: InstanceVariableWrapper {
  let box: WeakValue<Object>

  public init(wrappedValue: Object?) {
    box = WeakValue(wrappedValue)
  }

  public init() {
    self.init(wrappedValue: nil)
  }

  public var instanceVariable: any InstanceVariable { box }
  public static var storage: PropertyDescription.Storage { .weak }
  public static var valueType: Any.Type { Object?.self }

  @available(*, unavailable, message: "@Weak is for subclasses of RuntimeObject only")
  public var wrappedValue: Object? {
    get { fatalError("@Weak used outside a RuntimeObject") }
    set { fatalError("@Weak used outside a RuntimeObject") }
  }

  public static subscript<Owner: RuntimeObject>(
    _enclosingInstance owner: Owner,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Object?>,
    storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
  ) -> Object? {
    get { owner.sendGetter(for: owner[keyPath: storageKeyPath].box) }
    set { owner.sendSetter(for: owner[keyPath: storageKeyPath].box, newValue) }
  }
}

/// Storage with no accessor methods, like an Objective-C instance variable. Swift code reads
/// and writes it directly (no message, so no KVO notification); key-value coding reaches it by
/// direct access when no accessor exists.
@propertyWrapper
public struct Ivar<Value>: InstanceVariableWrapper {
  let box: StoredValue<Value>

  public init(wrappedValue: Value) {
    box = StoredValue(wrappedValue)
  }

  public var instanceVariable: any InstanceVariable { box }
  public static var storage: PropertyDescription.Storage { .instanceVariable }
  public static var valueType: Any.Type { Value.self }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
}

/// A read-only property computed from others, reached through the runtime by its getter, so
/// key-value coding can read it and KVO can observe it through dependent keys.
///
/// ```swift
/// @Derived({ (person: Person) in "\(person.firstName) \(person.lastName)" })
/// var fullName: String
/// ```
@propertyWrapper
public struct Derived<Value>: InstanceVariableWrapper {
  let box: DerivedValue<Value>

  public init<Owner: RuntimeObject>(_ compute: @escaping @Sendable (Owner) -> Value) {
    box = DerivedValue { owner in compute(owner as! Owner) }
  }

  public var instanceVariable: any InstanceVariable { box }
  public static var storage: PropertyDescription.Storage { .derived }
  public static var valueType: Any.Type { Value.self }

  @available(*, unavailable, message: "@Derived is for subclasses of RuntimeObject only")
  public var wrappedValue: Value {
    fatalError("@Derived used outside a RuntimeObject")
  }

  public static subscript<Owner: RuntimeObject>(
    _enclosingInstance owner: Owner,
    wrapped wrappedKeyPath: KeyPath<Owner, Value>,
    storage storageKeyPath: KeyPath<Owner, Self>
  ) -> Value {
    owner.sendGetter(for: owner[keyPath: storageKeyPath].box)
  }
}
