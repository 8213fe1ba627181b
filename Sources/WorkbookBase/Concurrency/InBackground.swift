import Dispatch

/// Work started on another thread whose result is collected later: the build computes its
/// search index this way while it assembles the pages, which need nothing from it.
public final class InBackground<Value: Sendable>: @unchecked Sendable {
  private let group = DispatchGroup()
  /// Written once on the background thread before the group is left, read only after waiting
  /// for the group: the group orders the two.
  private var value: Value?

  public init(_ work: @escaping @Sendable () -> Value) {
    DispatchQueue.global().async(group: group) { self.value = work() }
  }

  /// Waits for the work and returns what it produced.
  public func result() -> Value {
    group.wait()
    return value!
  }
}
