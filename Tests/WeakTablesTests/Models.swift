/// An object equal to any other token with the same name: two distinct tokens can be equal by
/// value, the case pointer personality exists for.
final class Token: Hashable, CustomStringConvertible {
  var name: String

  init(_ name: String) {
    self.name = name
  }

  static func == (lhs: Token, rhs: Token) -> Bool { lhs.name == rhs.name }
  func hash(into hasher: inout Hasher) { hasher.combine(name) }
  var description: String { "Token(\(name))" }
}

/// An object with no equality of its own, like an `NSObject` that does not override `isEqual:`.
final class Plain {}
