import Synchronization

/// One instance's storage for one declared property: the box a property wrapper keeps its
/// value in, which the runtime's accessor methods and key-value coding read and write.
///
/// Each box has its own lock, so setters on different threads never tear a value.
public protocol InstanceVariable: AnyObject, Sendable {
  /// The property's name, filled in when the runtime first looks at the instance.
  var name: String { get }
  /// The value as an `id` would carry it: `nil` for an empty optional.
  func read(from owner: RuntimeObject) -> Any?
  /// Whether the box holds a value that can be replaced (`false` for a derived value).
  var isWritable: Bool { get }
  /// Whether ``store(_:)`` can take this value: it has the property's type (or is `nil` for an
  /// optional), and the property is not read-only.
  func accepts(_ value: Any?) -> Bool
  /// Stores a value given as `Any?`. Answers `false`, storing nothing, when the box does not
  /// accept it.
  @discardableResult
  func store(_ value: Any?) -> Bool
}

/// The part of every property wrapper the runtime looks for when it reflects an instance.
public protocol InstanceVariableWrapper {
  /// The storage box, shared by every copy of the wrapper.
  var instanceVariable: any InstanceVariable { get }
  /// How the wrapped property is stored, which decides its accessor methods.
  static var storage: PropertyDescription.Storage { get }
  /// The declared value type.
  static var valueType: Any.Type { get }
}

/// A property's name with its accessors' selectors, worked out once per name and shared by
/// every box of every instance that has a property of that name.
final class PropertyAccessors: Sendable {
  let name: String
  let getter: Selector
  let setter: Selector

  private static let table = Locked<[String: PropertyAccessors]>([:])

  private init(name: String) {
    self.name = name
    getter = .getter(forKey: name)
    setter = .setter(forKey: name)
  }

  /// The accessors of the property `name`, made on first use.
  static func named(_ name: String) -> PropertyAccessors {
    table.withLock { table in
      if let existing = table[name] { return existing }
      let made = PropertyAccessors(name: name)
      table[name] = made
      return made
    }
  }
}

/// The box's name and accessors, kept separately so a box can be named after it is made. They
/// are set once and then only read, without a lock: one atomic word holding the address of the
/// accessors, which, like selectors, are never freed.
final class InstanceVariableName: Sendable {
  private let address = Atomic<UInt>(0)

  var accessors: PropertyAccessors? {
    let word = address.load(ordering: .acquiring)
    guard word != 0 else { return nil }
    return Unmanaged<PropertyAccessors>.fromOpaque(UnsafeRawPointer(bitPattern: word)!)
      .takeUnretainedValue()
  }

  var current: String { accessors?.name ?? "" }

  func assign(_ accessors: PropertyAccessors) {
    let word = UInt(bitPattern: Unmanaged.passUnretained(accessors).toOpaque())
    _ = address.compareExchange(expected: 0, desired: word, ordering: .acquiringAndReleasing)
  }
}

/// A box the runtime names when it first reflects the instance that owns it.
protocol NameableInstanceVariable: InstanceVariable {
  var accessors: PropertyAccessors? { get }
  func assign(_ accessors: PropertyAccessors)
}

/// A box whose value can be read with its type known, without crossing `Any`.
protocol TypedReadableInstanceVariable<Value>: NameableInstanceVariable {
  associatedtype Value
  func typedValue(of owner: RuntimeObject) -> Value
}

/// A box whose value can be written with its type known, without crossing `Any`.
protocol TypedWritableInstanceVariable<Value>: TypedReadableInstanceVariable {
  func setTypedValue(_ value: Value)
}

/// Unwraps optionals hidden inside an `Any`, so an empty `String?` travels as `nil`, as a nil
/// `id` does, rather than as a non-nil `Any` holding an empty optional.
public func flattenOptional(_ value: Any?) -> Any? {
  guard let value else { return nil }
  if let optional = value as? any OptionalValue { return optional.flattened }
  return value
}

/// Lets ``flattenOptional(_:)`` see through an optional whatever it wraps.
protocol OptionalValue {
  var flattened: Any? { get }
}

extension Optional: OptionalValue {
  var flattened: Any? {
    switch self {
    case .some(let wrapped): flattenOptional(wrapped)
    case .none: nil
    }
  }
}

/// Converts an `Any?` into `Value`, treating a `nil` as an empty optional when `Value` is one.
/// Returns `nil` when the value does not fit.
func convert<Value>(_ value: Any?, to: Value.Type) -> Value? {
  if let value = value as? Value { return value }
  if value == nil, let none = (Any?.none as Any) as? Value { return none }
  return nil
}
