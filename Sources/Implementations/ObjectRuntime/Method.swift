/// The code behind a message: Objective-C's `IMP`. It receives the receiver, the selector it
/// was called with (`_cmd`) and the message's arguments, and returns the result (or `nil`).
///
/// Arguments and results travel as `Any?`, the way an `id` does: a setter's implementation reads
/// its new value from `arguments[0]`.
public typealias Implementation =
  @Sendable (_ receiver: RuntimeObject, _ selector: Selector, _ arguments: [Any?]) -> Any?

/// A selector paired with its implementation: one entry of a class's method list.
public struct Method: Sendable {
  public let selector: Selector
  public let implementation: Implementation

  public init(_ selector: Selector, _ implementation: @escaping Implementation) {
    self.selector = selector
    self.implementation = implementation
  }
}
