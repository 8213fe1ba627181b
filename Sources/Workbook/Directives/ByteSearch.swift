extension StringProtocol {
  /// Whether the text's UTF-8 bytes hold those of `needle`: a plain byte comparison, without
  /// Foundation's Unicode-aware string search, for the checks run on every line of a file.
  func containsBytes(of needle: StaticString) -> Bool {
    utf8.withContiguousStorageIfAvailable { Self.find(needle, in: $0) }
      ?? Array(utf8).withUnsafeBufferPointer { Self.find(needle, in: $0) }
  }

  private static func find(_ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = needle.utf8CodeUnitCount
    guard count > 0, bytes.count >= count else { return count == 0 }
    let first = needle.utf8Start[0]
    for start in 0...(bytes.count - count) where bytes[start] == first {
      if (1..<count).allSatisfy({ bytes[start + $0] == needle.utf8Start[$0] }) { return true }
    }
    return false
  }
}
