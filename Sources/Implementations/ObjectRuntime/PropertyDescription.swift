/// What the runtime knows about one declared property: its name, its type, how it is stored,
/// and which messages reach it.
public struct PropertyDescription: @unchecked Sendable, CustomStringConvertible {
  /// How a property keeps its value, which decides the messages the runtime gives it.
  public enum Storage: Sendable, Equatable {
    /// A strong stored property with a getter and a setter (`@Property`).
    case strong
    /// A stored property that does not keep its value alive and reads `nil` once the value
    /// is gone (`@Weak`), with a getter and a setter.
    case weak
    /// Storage with no accessor methods, reached by key-value coding's direct access
    /// (`@Ivar`).
    case instanceVariable
    /// A read-only value computed from others (`@Derived`), with a getter only.
    case derived
  }

  public let name: String
  /// The property's declared value type (`Optional<String>` for `String?`).
  public let valueType: Any.Type
  public let storage: Storage
  /// The getter's selector, or `nil` for an instance variable with no accessors. Worked out
  /// once, when the class is registered, as a compiler does for `@property`.
  public let getter: Selector?
  /// The setter's selector, or `nil` when the property cannot be set by message.
  public let setter: Selector?
  /// The body of a setter the property declares (``CustomSetter``); `nil` for a synthesized
  /// setter that only stores.
  public let setterBody: SetterBody?

  init(name: String, valueType: Any.Type, storage: Storage, setterBody: SetterBody? = nil) {
    self.name = name
    self.valueType = valueType
    self.storage = storage
    self.setterBody = setterBody
    getter = storage == .instanceVariable ? nil : .getter(forKey: name)
    setter = storage == .strong || storage == .weak ? .setter(forKey: name) : nil
  }

  /// Whether the property was declared weak, the fact ReactiveObjC's KVO wrapper checks
  /// before it watches a value for deallocation.
  public var isWeak: Bool { storage == .weak }

  public var description: String {
    "\(name): \(valueType) (\(storage))"
  }
}
