/// What a registration asks to receive (`NSKeyValueObservingOptions`).
// ANCHOR: options
public struct KeyValueObservingOptions: OptionSet, Sendable, CustomStringConvertible {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Put the value after the change in the change dictionary.
  public static let new = KeyValueObservingOptions(rawValue: 0x01)
  /// Put the value before the change in the change dictionary.
  public static let old = KeyValueObservingOptions(rawValue: 0x02)
  /// Send one notification at once, before registration returns.
  public static let initial = KeyValueObservingOptions(rawValue: 0x04)
  /// Send a notification before each change as well as after it.
  public static let prior = KeyValueObservingOptions(rawValue: 0x08)
  // ANCHOR_END: options

  /// `<New: YES, Old: NO, Prior: NO>`, as an observation's description prints its options.
  public var description: String {
    func flag(_ option: Self) -> String { contains(option) ? "YES" : "NO" }
    return "<New: \(flag(.new)), Old: \(flag(.old)), Prior: \(flag(.prior))>"
  }
}
