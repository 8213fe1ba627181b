import Foundation

/// Runs `body`, which blocks for a while (waiting for a child process, say), on a thread of its
/// own, and awaits its result. A test that blocked a thread of the cooperative pool for seconds
/// would hold one of its few threads (two on a two-core machine), and in a whole-package run the
/// chapters' asynchronous tests, which need them, ran past their time limits.
func offThePool<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) async throws
  -> Result
{
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread { continuation.resume(with: Swift.Result { try body() }) }
  }
}
