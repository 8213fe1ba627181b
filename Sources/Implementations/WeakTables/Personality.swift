// ANCHOR: personality
extension PointerOptions.Personality {
  /// The hash an object files under.
  func hash(of object: AnyObject) -> Int {
    switch self {
    case .objectPointer:
      return Self.hash(ofAddress: address(of: object))
    case .object:
      guard let hashable = object as? any Hashable else {
        return Self.hash(ofAddress: address(of: object))
      }
      return AnyHashable(hashable).hashValue
    }
  }

  /// Whether two objects are the same entry.
  func isEqual(_ lhs: AnyObject, _ rhs: AnyObject) -> Bool {
    if lhs === rhs { return true }
    switch self {
    case .objectPointer:
      return false
    case .object:
      guard let lhs = lhs as? any Hashable, let rhs = rhs as? any Hashable else { return false }
      return AnyHashable(lhs) == AnyHashable(rhs)
    }
  }
  // snippet.hide

  /// The hash pointer personality gives the object at `address`, computed from the address
  /// alone, so that a lookup never has to touch the object.
  static func hash(ofAddress address: UInt) -> Int {
    address.hashValue
  }
  // snippet.show
}
// ANCHOR_END: personality

/// An object's address, as pointer personality hashes and compares it.
func address(of object: AnyObject) -> UInt {
  UInt(bitPattern: ObjectIdentifier(object))
}
