/// A stored property whose setter has a body: clamping, logging, notifying by hand. The body
/// receives the object, the value being set, and `store`, which writes the storage.
///
/// ```swift
/// final class Thermostat: RuntimeObject {
///   @CustomSetter(set: { (thermostat: Thermostat, newValue: Int, store) in
///     store(min(max(newValue, 5), 30))
///   })
///   var target = 20
/// }
/// ```
///
/// The body is the setter method itself (`setTarget:`), not a Swift `didSet` around storage:
/// every assignment, from Swift or from `setValue(_:forKey:)`, is a message that reaches it,
/// and KVO's notifying subclass wraps it like any setter, so observers hear one change per
/// assignment, after the body has run.
// ANCHOR: custom-setter
@propertyWrapper
public struct CustomSetter<Value>: InstanceVariableWrapper {
  let box: StoredValue<Value>
  public let setterBody: SetterBody?

  public init<Owner: RuntimeObject>(
    wrappedValue: Value,
    set body: @escaping @Sendable (Owner, Value, _ store: (Value) -> Void) -> Void
  ) {
    box = StoredValue(wrappedValue)
    setterBody = SetterBody { owner, newValue, box in
      let typedBox = box as! StoredValue<Value>
      body(owner as! Owner, convert(newValue, to: Value.self)!) { typedBox.value = $0 }
    }
  }
  // ANCHOR_END: custom-setter

  public var instanceVariable: any InstanceVariable { box }
  public static var storage: PropertyDescription.Storage { .strong }
  public static var valueType: Any.Type { Value.self }

  @available(*, unavailable, message: "@CustomSetter is for subclasses of RuntimeObject only")
  public var wrappedValue: Value {
    get { fatalError("@CustomSetter used outside a RuntimeObject") }
    set { fatalError("@CustomSetter used outside a RuntimeObject") }
  }

  public static subscript<Owner: RuntimeObject>(
    _enclosingInstance owner: Owner,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
  ) -> Value {
    get { owner.sendGetter(for: owner[keyPath: storageKeyPath].box) }
    set { owner.sendSetter(for: owner[keyPath: storageKeyPath].box, newValue) }
  }
}

/// The body of a declared setter, type-erased so the runtime can install it as the setter
/// method: it gets the receiver, the new value (already checked to fit the property's type)
/// and the property's storage box.
public struct SetterBody: Sendable {
  let run: @Sendable (RuntimeObject, Any?, any InstanceVariable) -> Void
}

extension InstanceVariableWrapper {
  /// The setter body a wrapper declares; only ``CustomSetter`` has one.
  public var setterBody: SetterBody? { nil }
}
