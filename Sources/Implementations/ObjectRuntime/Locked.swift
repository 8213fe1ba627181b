import Foundation

/// A value guarded by a lock, for state that is not `Sendable` (`Any` payloads, closures,
/// class references), where `Synchronization.Mutex` would demand sendable contents.
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
