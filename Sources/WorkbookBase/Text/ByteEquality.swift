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

  /// Whether the buffer's bytes come before `other`'s in byte order (a prefix first), compared
  /// by `memcmp`.
  @inlinable public func precedesBytes(of other: UnsafeBufferPointer<UInt8>) -> Bool {
    let shared = Swift.min(count, other.count)
    if shared > 0, let first = baseAddress, let second = other.baseAddress {
      let order = memcmp(first, second, shared)
      if order != 0 { return order < 0 }
    }
    return count < other.count
  }
}
