/// Counts things.
public struct Counter {
  public private(set) var value = 0
  public init() {}
  public var isZero: Bool { value == 0 }

  // ANCHOR: increment
  /// Adds one; `<` and `&` show escaping.
  public mutating func increment() {
    value += 1  // value < Int.max & more
  }
  // ANCHOR_END: increment
}
