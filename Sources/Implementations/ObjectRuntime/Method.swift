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
  /// Whether this is an accessor the runtime made for a declared property, which reads or
  /// writes that property's storage and nothing else (a synthesized `@property`).
  let isSynthesizedAccessor: Bool

  public init(_ selector: Selector, _ implementation: @escaping Implementation) {
    self.init(selector, implementation, isSynthesizedAccessor: false)
  }

  init(
    _ selector: Selector, _ implementation: @escaping Implementation, isSynthesizedAccessor: Bool
  ) {
    self.selector = selector
    self.implementation = implementation
    self.isSynthesizedAccessor = isSynthesizedAccessor
  }
}
