/// A class as the runtime sees it: a name, a superclass, a method list and a method cache.
///
/// Classes are values. Every Swift subclass of ``RuntimeObject`` gets one, made the first time
/// an instance is created; more can be made while the program runs with
/// ``ClassRegistry/allocateClassPair(superclass:name:)`` and
/// ``RuntimeClass/registerClassPair()``, which is how KVO makes `NSKVONotifying_Person`.
public final class RuntimeClass: @unchecked Sendable, CustomStringConvertible, Hashable {
  /// The class's name, unique in the registry once registered.
  public let name: String
  /// The class lookup continues in; `nil` only for the root class.
  public let superclass: RuntimeClass?
  /// The Swift type whose class-level hooks (such as
  /// ``RuntimeObject/automaticallyNotifiesObservers(forKey:)``) answer for this class. A class
  /// made at run time answers with its superclass's type.
  public let swiftType: RuntimeObject.Type
  /// The properties this class itself declares (not inherited ones).
  public let declaredProperties: [PropertyDescription]

  private let methods = Locked<[Selector: Method]>([:])
  let cache = MethodCache()

  init(
    name: String, superclass: RuntimeClass?, swiftType: RuntimeObject.Type,
    declaredProperties: [PropertyDescription] = []
  ) {
    self.name = name
    self.superclass = superclass
    self.swiftType = swiftType
    self.declaredProperties = declaredProperties
    // Classes are never freed, as in Objective-C: an object's class pointer is a plain word
    // that does not own its class, so the class must outlive every object that names it.
    _ = Unmanaged.passRetained(self)
  }

  /// The word an object's class pointer holds to name this class: its address.
  var word: UInt {
    UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())
  }

  /// The class a class pointer's word names.
  static func named(by word: UInt) -> RuntimeClass {
    Unmanaged<RuntimeClass>.fromOpaque(UnsafeRawPointer(bitPattern: word)!).takeUnretainedValue()
  }

  public var description: String { name }

  public static func == (lhs: RuntimeClass, rhs: RuntimeClass) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  // MARK: Methods

  // ANCHOR: add-method
  /// Adds a method to this class, as `class_addMethod` does: it succeeds only when the class
  /// does not already implement the selector itself (an inherited method can be overridden).
  @discardableResult
  public func addMethod(
    _ selector: Selector, _ implementation: @escaping Implementation
  ) -> Bool {
    let added = add(Method(selector, implementation))
    // snippet.hide
    if added {
      Trace.active?.note(.methodAdded, on: nil, label: selector.name, detail: name)
    }
    // snippet.show
    return added
  }
  // ANCHOR_END: add-method

  /// Adds `method` unless the class implements its selector itself already.
  @discardableResult
  func add(_ method: Method) -> Bool {
    let added = methods.withLock { own in
      guard own[method.selector] == nil else { return false }
      own[method.selector] = method
      return true
    }
    if added { MethodCache.invalidateAll() }
    return added
  }

  /// Replaces (or adds) this class's own implementation of a selector, as
  /// `class_replaceMethod` does.
  public func replaceMethod(_ selector: Selector, _ implementation: @escaping Implementation) {
    methods.withLock { $0[selector] = Method(selector, implementation) }
    MethodCache.invalidateAll()
    Trace.active?.note(.methodReplaced, on: nil, label: selector.name, detail: name)
  }

  /// The methods this class implements itself, not the inherited ones, as
  /// `class_copyMethodList` returns them.
  public var ownMethods: [Method] {
    methods.withLock { Array($0.values) }.sorted { $0.selector.name < $1.selector.name }
  }

  /// This class's own implementation of a selector, ignoring superclasses.
  public func ownMethod(_ selector: Selector) -> Method? {
    methods.withLock { $0[selector] }
  }

  // ANCHOR: lookup
  /// Finds the method that answers `selector` for instances of this class: this class's own
  /// methods first, then each superclass in turn. Results are cached per class.
  public func lookup(_ selector: Selector) -> Method? {
    cache.method(for: selector) {
      // snippet.hide
      Trace.active?.note(.cacheMiss, on: nil, label: selector.name, detail: name)
      // snippet.show
      var current: RuntimeClass? = self
      while let candidate = current {
        if let method = candidate.ownMethod(selector) { return method }
        current = candidate.superclass
      }
      return nil
    }
  }
  // ANCHOR_END: lookup

  /// Whether instances of this class respond to `selector`.
  public func instancesRespond(to selector: Selector) -> Bool {
    lookup(selector) != nil
  }

  // MARK: Hierarchy and properties

  /// Whether this class is `other` or inherits from it.
  public func isSubclass(of other: RuntimeClass) -> Bool {
    var current: RuntimeClass? = self
    while let candidate = current {
      if candidate === other { return true }
      current = candidate.superclass
    }
    return false
  }

  /// Every property instances of this class have, declared here or inherited.
  public var properties: [PropertyDescription] {
    (superclass?.properties ?? []) + declaredProperties
  }

  /// The property with this name, declared here or inherited.
  public func property(named name: String) -> PropertyDescription? {
    properties.last { $0.name == name }
  }
}
