import Synchronization

/// The root class of every model object in the workbook: the runtime's `NSObject`.
///
/// Each instance carries a class pointer that message dispatch reads and that
/// ``object_setClass(_:_:)`` can swap, which is all isa-swizzling needs. Subclasses are plain
/// Swift classes whose properties are marked `@Property` (or `@Weak`, `@Ivar`, `@Derived`); the
/// runtime discovers them, gives them getter and setter methods, and routes Swift reads and
/// writes through those methods.
///
/// The overridable members below are the hooks Foundation declares on `NSObject` for key-value
/// coding and observing. They live in the class body because only members declared there can be
/// overridden by subclasses; the mechanisms that call them live in their own files and modules.
// ANCHOR: root-class
open class RuntimeObject: CustomStringConvertible {
  /// The class pointer (`isa`): one word naming the object's class, read and swapped
  /// atomically, as Objective-C's is.
  let classPointer = Atomic<UInt>(0)
  /// The object's storage boxes by name, made on first use (see ``instanceVariables``): the
  /// address of an ``InstanceVariableTable`` the object owns, or 0 before it is made.
  let instanceVariableTable = Atomic<UInt>(0)
  let associations = Locked<[ObjectIdentifier: AssociatedValue]>([:])
  let deallocationHooks = Locked<[@Sendable (RuntimeObject) -> Void]>([])

  public init() {
    let runtimeClass = ClassRegistry.shared.registeredClass(for: self)
    classPointer.store(runtimeClass.word, ordering: .releasing)
  }

  deinit {
    runDeallocationHooks()
    releaseInstanceVariableTable()
  }
  // snippet.hide

  /// `<Person: 0x600000c04000>`, naming the class the object reports, as `-description` does.
  open var description: String {
    "<\(reportedClass.name): \(addressDescription(of: self))>"
  }

  // MARK: Key-value coding hooks

  /// Whether key-value coding may read and write storage that has no accessor methods
  /// (`+accessInstanceVariablesDirectly`). Defaults to `true`.
  open class var accessInstanceVariablesDirectly: Bool { true }

  /// Called by ``value(forKey:)`` when no accessor or storage answers for the key. Raises
  /// `NSUnknownKeyException`, as Foundation's default does.
  open func value(forUndefinedKey key: String) -> Any? {
    RuntimeException.raise(
      .unknownKey,
      "[\(bracketedDescription(of: self)) valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."
    )
  }

  /// Called by ``setValue(_:forKey:)`` when no accessor or storage answers for the key. Raises
  /// `NSUnknownKeyException`, as Foundation's default does.
  open func setValue(_ value: Any?, forUndefinedKey key: String) {
    RuntimeException.raise(
      .unknownKey,
      "[\(bracketedDescription(of: self)) setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."
    )
  }

  /// Called by ``setValue(_:forKey:)`` when `nil` is set on a property that cannot hold it.
  /// Raises `NSInvalidArgumentException`, as Foundation's default does.
  open func setNilValueForKey(_ key: String) {
    RuntimeException.raise(
      .invalidArgument,
      "[\(bracketedDescription(of: self)) setNilValueForKey]: could not set nil as the value for the key \(key)."
    )
  }

  // MARK: Key-value observing hooks

  // ANCHOR: kvo-class-hooks
  /// Whether the setter for `key` notifies observers by itself
  /// (`+automaticallyNotifiesObserversForKey:`). Return `false` to send the notifications by
  /// hand with `willChangeValue(forKey:)` and `didChangeValue(forKey:)`. The default answers
  /// the class method `automaticallyNotifiesObserversOf<Key>` if the class declares one, else
  /// `true`.
  open class func automaticallyNotifiesObservers(forKey key: String) -> Bool {
    perKeyClassMethod("automaticallyNotifiesObserversOf", forKey: key) as? Bool ?? true
  }

  /// The key paths whose changes also change the value of `key`
  /// (`+keyPathsForValuesAffectingValueForKey:`): observing `fullName` then hears changes to
  /// `firstName` and `lastName`. The default answers the class method
  /// `keyPathsForValuesAffecting<Key>` if the class declares one, else no key paths.
  open class func keyPathsForValuesAffectingValue(forKey key: String) -> Set<String> {
    perKeyClassMethod("keyPathsForValuesAffecting", forKey: key) as? Set<String> ?? []
  }
  // ANCHOR_END: kvo-class-hooks

  /// The class methods this class declares, found by name (see ``ClassMethod``), such as
  /// `keyPathsForValuesAffecting<Key>`. A superclass's class methods are inherited: lookup
  /// continues up the class chain.
  open class var classMethods: [ClassMethod] { [] }

  // ANCHOR: unhandled-observation
  /// Receives a change to a key path this object observes. An observer must override it; the
  /// default raises `NSInternalInconsistencyException`, as `NSObject`'s does, because reaching it
  /// means a notification nobody handled.
  open func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    let observed = object.map(String.init(describing:)) ?? "(null)"
    RuntimeException.raise(
      .internalInconsistency,
      """
      \(self): An -observeValueForKeyPath:ofObject:change:context: message was received but not handled.
      Key path: \(keyPath ?? "(null)")
      Observed object: \(observed)
      Change: \(describeChange(change))
      Context: \(describeContext(context))
      """
    )
  }
  // ANCHOR_END: unhandled-observation
  // snippet.show
}
// ANCHOR_END: root-class
