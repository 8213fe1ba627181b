import Foundation

/// The lock exercise `swizzled-guard-records` guards its records with: an ordinary lock that
/// also says when a thread has to wait for it, so that a check can play a second thread at the
/// worst moment, as chapter 2's seam does, without racing on memory for real.
public final class RecordsLock: Sendable {
  private let lock = NSLock()
  private let onContention: (@Sendable () -> Void)?

  /// A lock that calls `onContention` each time a thread finds it taken, before it waits.
  public init(onContention: (@Sendable () -> Void)? = nil) {
    self.onContention = onContention
  }

  /// Runs `body` holding the lock, waiting for it first if another thread holds it.
  public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    if !lock.try() {
      onContention?()
      lock.lock()
    }
    defer { lock.unlock() }
    return try body()
  }
}
