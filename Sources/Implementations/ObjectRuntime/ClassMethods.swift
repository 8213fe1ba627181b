/// A class method a model declares, found by name the way Foundation finds
/// `+keyPathsForValuesAffecting<Key>` with `respondsToSelector:` on the class.
///
/// Swift cannot list a type's static members at run time, so a model declares its class
/// methods in a table, ``RuntimeObject/classMethods``:
///
/// ```swift
/// override class var classMethods: [ClassMethod] {
///   [.keyPathsForValuesAffecting("fullName", ["firstName", "lastName"])]
/// }
/// ```
public struct ClassMethod: Sendable {
  public let selector: Selector
  let body: @Sendable () -> Any?

  /// A class method answering `body()` to the message `selector`.
  public init(_ selector: Selector, _ body: @escaping @Sendable () -> Any?) {
    self.selector = selector
    self.body = body
  }

  /// `+keyPathsForValuesAffecting<Key>`: the key paths whose changes change `key`.
  public static func keyPathsForValuesAffecting(_ key: String, _ keyPaths: Set<String>)
    -> ClassMethod
  {
    ClassMethod("keyPathsForValuesAffecting\(key.capitalizingFirstLetter())") { keyPaths }
  }

  /// `+automaticallyNotifiesObserversOf<Key>`: whether the setter of `key` notifies by itself.
  public static func automaticallyNotifiesObserversOf(_ key: String, _ answer: Bool)
    -> ClassMethod
  {
    ClassMethod("automaticallyNotifiesObserversOf\(key.capitalizingFirstLetter())") { answer }
  }
}

extension RuntimeObject {
  // ANCHOR: per-key-lookup
  /// Sends the class message `<prefix><Key>` if this class or a superclass declares it, as
  /// Foundation's general class methods do before answering their default.
  static func perKeyClassMethod(_ prefix: String, forKey key: String) -> Any?? {
    let selector = Selector("\(prefix)\(key.capitalizingFirstLetter())")
    var level = ClassRegistry.shared.lookUpClass(for: self)
    guard level != nil else { return ClassMethodTable.method(selector, of: self).map { $0.body() } }
    while let current = level {
      if let method = ClassMethodTable.method(selector, of: current.swiftType) {
        return .some(method.body())
      }
      level = current.superclass
    }
    return nil
  }
  // ANCHOR_END: per-key-lookup
}

/// Each class's declared class methods by selector, read once from ``RuntimeObject/classMethods``.
enum ClassMethodTable {
  private static let tables = Locked<[ObjectIdentifier: [Selector: ClassMethod]]>([:])

  static func method(_ selector: Selector, of type: RuntimeObject.Type) -> ClassMethod? {
    let key = ObjectIdentifier(type)
    if let table = tables.withLock({ $0[key] }) { return table[selector] }
    let table = Dictionary(
      type.classMethods.map { ($0.selector, $0) }, uniquingKeysWith: { _, last in last })
    tables.withLock { $0[key] = table }
    return table[selector]
  }
}
