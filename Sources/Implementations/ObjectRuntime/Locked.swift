import Foundation

/// A value guarded by a lock, for state that is not `Sendable` (`Any` payloads, closures,
/// class references), where `Synchronization.Mutex` would demand sendable contents.
///
/// The runtime uses it for `Sendable` state too: `Synchronization.Mutex` waits, on Linux, on a
/// futex that ThreadSanitizer cannot see, so `swift test --sanitize=thread` would report every
/// access it guards as a race.
///
/// The runtime never calls out to user code while holding one of these: every `withLock` body
/// is short and touches only the guarded value.
public final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()

  public init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
