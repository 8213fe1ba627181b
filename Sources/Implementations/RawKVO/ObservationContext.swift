import ObjectRuntime

/// A context pointer that stays valid for as long as the program runs: the Swift spelling of
/// Objective-C's `static void *MyContext = &MyContext`.
///
/// ```swift
/// private static let context = ObservationContext()
/// person.addObserver(self, forKeyPath: "name", options: .new, context: Self.context.pointer)
/// ```
public final class ObservationContext: Sendable {
  public init() {}

  /// The pointer to pass as `context:` and compare in `observeValue`.
  public var pointer: UnsafeMutableRawPointer {
    Unmanaged.passUnretained(self).toOpaque()
  }
}
