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

/// The box's name, kept separately so a box can be named after it is made.
final class InstanceVariableName: @unchecked Sendable {
  private let value = Locked("")

  var current: String { value.withLock { $0 } }

  func assign(_ name: String) {
    value.withLock { $0 = name }
  }
}

/// A box the runtime names when it first reflects the instance that owns it.
protocol NameableInstanceVariable: InstanceVariable {
  func assignName(_ name: String)
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
