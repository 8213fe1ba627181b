/// The keys of a KVO change dictionary (`NSKeyValueChangeKey`).
///
/// They are declared next to the root class because `observeValue(forKeyPath:of:change:context:)`
/// names them, as Foundation declares them next to `NSObject`.
public struct KeyValueChangeKey: RawRepresentable, Hashable, Sendable, Comparable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The kind of change, a ``KeyValueChange``; always present.
  public static let kind = KeyValueChangeKey(rawValue: "kind")
  /// The value after the change (when `.new` was asked for), `NSNull` for `nil`.
  public static let new = KeyValueChangeKey(rawValue: "new")
  /// The value before the change (when `.old` was asked for), `NSNull` for `nil`.
  public static let old = KeyValueChangeKey(rawValue: "old")
  /// The indexes of a to-many change.
  public static let indexes = KeyValueChangeKey(rawValue: "indexes")
  /// `true` in the notification sent before a change (when `.prior` was asked for).
  public static let notificationIsPrior = KeyValueChangeKey(rawValue: "notificationIsPrior")

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The kind of a change (`NSKeyValueChange`). Setters and key-value coding produce `.setting`;
/// the others describe changes to to-many relationships.
public enum KeyValueChange: UInt, Sendable {
  case setting = 1
  case insertion = 2
  case removal = 3
  case replacement = 4
}

/// A change dictionary written the way `NSDictionary` prints one:
/// `{ kind = 1; new = Alice; }` across several lines, keys in order.
public func describeChange(_ change: [KeyValueChangeKey: Any]?) -> String {
  guard let change else { return "(null)" }
  let lines = change.keys.sorted().map { key -> String in
    let value = change[key]!
    let shown: String =
      switch value {
      case let kind as KeyValueChange: String(kind.rawValue)
      case let flag as Bool: flag ? "1" : "0"
      default: String(describing: value)
      }
    return "    \(key.rawValue) = \(shown);"
  }
  return "{\n" + lines.joined(separator: "\n") + "\n}"
}

/// A context pointer as `%p` prints it: `0x0` for none.
public func describeContext(_ context: UnsafeMutableRawPointer?) -> String {
  guard let context else { return "0x0" }
  return "0x" + String(UInt(bitPattern: context), radix: 16)
}
