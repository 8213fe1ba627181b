/// A key for an associated object, compared by identity like the `static char` whose address
/// Objective-C code passes to `objc_setAssociatedObject`.
public final class AssociationKey: Sendable, CustomStringConvertible {
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}

/// How an associated object is held (`objc_AssociationPolicy`).
public enum AssociationPolicy: Sendable {
  /// Not retained. Objective-C keeps a dangling pointer; this runtime keeps a weak reference,
  /// so reading after the value is gone gives `nil` instead of a crash.
  case assign
  /// Retained until replaced or until the owner is freed.
  case retain
  /// Copied (a value conforming to ``RuntimeCopying`` is sent `copy()`), then retained.
  case copy
}

/// A value that can make an independent copy of itself, for the `.copy` policy.
public protocol RuntimeCopying {
  func copy() -> Self
}

/// How an association stores its value.
enum AssociatedValue {
  case strong(Any)
  case weak(WeakReference<AnyObject>)

  var value: Any? {
    switch self {
    case .strong(let value): value
    case .weak(let reference): reference.object
    }
  }
}

extension RuntimeObject {
  // ANCHOR: set-associated-object
  /// Attaches `value` to the object under `key` (`objc_setAssociatedObject`). Setting `nil`
  /// removes the association. Retained values are released when the object is freed.
  public func setAssociatedObject(
    _ value: Any?, forKey key: AssociationKey, policy: AssociationPolicy = .retain
  ) {
    // snippet.hide
    Trace.active?.note(
      .associate, on: self, label: key.description, detail: value.map { "\($0)" } ?? "nil")
    // snippet.show
    let stored = value.map { Self.associatedValue($0, policy: policy) }
    let previous = associations.withLock { table in
      guard let stored else { return table.removeValue(forKey: ObjectIdentifier(key)) }
      return table.updateValue(stored, forKey: ObjectIdentifier(key))
    }
    // The replaced value is released here, outside the lock: its own teardown may run code
    // that touches this object's associations.
    withExtendedLifetime(previous) {}
  }
  // ANCHOR_END: set-associated-object

  /// The value attached under `key` (`objc_getAssociatedObject`), or `nil`.
  public func associatedObject(forKey key: AssociationKey) -> Any? {
    associations.withLock { $0[ObjectIdentifier(key)]?.value }
  }

  /// The value attached under `key`, made by `make` and attached (retained) if there is none
  /// yet. Two threads asking at once get the same value. `make` runs outside the lock (it may
  /// touch this object, even its associations); if another thread attached a value meanwhile,
  /// that one wins and the one made here is dropped.
  public func associatedObject<Value>(
    forKey key: AssociationKey, orAttach make: () -> Value
  ) -> Value {
    let identity = ObjectIdentifier(key)
    if let existing = associations.withLock({ $0[identity]?.value as? Value }) { return existing }
    let made = make()
    let (winner, replaced) = associations.withLock { table -> (Value, AssociatedValue?) in
      if let existing = table[identity]?.value as? Value { return (existing, nil) }
      return (made, table.updateValue(.strong(made), forKey: identity))
    }
    withExtendedLifetime(replaced) {}
    return winner
  }

  private static func associatedValue(_ value: Any, policy: AssociationPolicy) -> AssociatedValue {
    switch policy {
    case .retain:
      return .strong(value)
    case .copy:
      return .strong((value as? any RuntimeCopying)?.copy() ?? value)
    case .assign:
      guard type(of: value) is AnyClass else { return .strong(value) }
      return .weak(WeakReference(value as AnyObject))
    }
  }
}
