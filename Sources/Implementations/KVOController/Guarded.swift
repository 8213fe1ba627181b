import Foundation

/// A value behind a lock, like the runtime's `Locked`, that can also say whether the lock is
/// taken, so tests can check from inside a callback that nobody called out while holding it.
package final class Guarded<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()

  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value. `body` must not call out of the module.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }

  /// Whether some thread, the caller's included, holds the lock right now.
  package var isLocked: Bool {
    guard lock.try() else { return true }
    lock.unlock()
    return false
  }
}
