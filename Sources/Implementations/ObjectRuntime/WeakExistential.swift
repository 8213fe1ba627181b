/// A weak stored property whose type is a protocol, like Objective-C's `weak id<Delegate>`:
/// `@WeakExistential var delegate: (any Delegate)?`.
///
/// ``Weak`` needs a class type, and `any Delegate` is not one even when `Delegate` is
/// class-bound, so this wrapper keeps the reference as `AnyObject` and casts it back on
/// reading. It does not keep its value alive, reads `nil` once the value is freed, and is
/// recorded as weak. Storing a value that is not a class instance raises, as there is nothing
/// to reference weakly.
@propertyWrapper
public struct WeakExistential<Object>: InstanceVariableWrapper {
  let box: WeakExistentialValue<Object>

  public init(wrappedValue: Object?) {
    box = WeakExistentialValue(wrappedValue)
  }

  public init() {
    self.init(wrappedValue: nil)
  }

  public var instanceVariable: any InstanceVariable { box }
  public static var storage: PropertyDescription.Storage { .weak }
  public static var valueType: Any.Type { Object?.self }

  @available(*, unavailable, message: "@WeakExistential is for subclasses of RuntimeObject only")
  public var wrappedValue: Object? {
    get { fatalError("@WeakExistential used outside a RuntimeObject") }
    set { fatalError("@WeakExistential used outside a RuntimeObject") }
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

/// The box behind `@WeakExistential`: a zeroing weak reference to any object, under a lock,
/// answered as `Object` when read.
final class WeakExistentialValue<Object>: TypedWritableInstanceVariable, @unchecked Sendable {
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

  /// The object `value` refers to. A value that is not a class instance cannot be referenced
  /// weakly: raises `NSInvalidArgumentException`.
  private static func reference(to value: Object?) -> AnyObject? {
    guard let value else { return nil }
    guard type(of: value as Any) is AnyClass else {
      RuntimeException.raise(
        .invalidArgument,
        "@WeakExistential cannot hold \(value) of type \(type(of: value as Any)): only a class instance can be referenced weakly."
      )
    }
    return value as AnyObject
  }
}
