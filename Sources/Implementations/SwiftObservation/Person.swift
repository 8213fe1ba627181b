import Observation

// ANCHOR: person
/// Chapter 1's person, observable the Swift way: no root class, no property wrappers of ours,
/// no key strings. The `@Observable` macro gives every stored property a hook that tells the
/// object's registrar when the property is read and when it is about to change.
@Observable
public final class Person {
  public var firstName = ""
  public var lastName = ""
  public var age = 0

  /// Computed from two stored properties: reading it reads both, so tracking it tracks both,
  /// with nothing like `keyPathsForValuesAffectingValue(forKey:)` to declare.
  public var fullName: String { "\(firstName) \(lastName)" }

  public init() {}
}
// ANCHOR_END: person
