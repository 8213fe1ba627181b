#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension UnsafeBufferPointer where Element == UInt8 {
  /// Whether the two buffers hold the same bytes, compared by `memcmp`, many bytes at a time,
  /// where a generic comparison takes them one by one: what the build's caches and the search
  /// index's term table compare code and terms by.
  @inlinable public func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
    guard count == other.count else { return false }
    guard count > 0, let first = baseAddress, let second = other.baseAddress else { return true }
    return memcmp(first, second, count) == 0
  }
}
