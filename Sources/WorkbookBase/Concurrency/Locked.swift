#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value that threads share, read and written only under a POSIX mutex.
///
/// Not `Synchronization.Mutex`: on Linux it waits on a futex that ThreadSanitizer does not see,
/// so every access it guards would be reported as a race; ThreadSanitizer follows a pthread
/// mutex.
public final class Locked<Value: Sendable>: @unchecked Sendable {
  @usableFromInline var value: Value
  @usableFromInline let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  public init(_ value: Value) {
    self.value = value
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  @inlinable public func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
