extension StringProtocol {
  /// Whether the text's UTF-8 bytes hold those of `needle`: a plain byte comparison, without
  /// Foundation's Unicode-aware string search, for the checks run on every line of a file.
  func containsBytes(of needle: StaticString) -> Bool {
    byteOffset(of: needle) != nil
  }

  /// Where the bytes of `needle` first start in the text's UTF-8 bytes, if they do.
  func byteOffset(of needle: StaticString) -> Int? {
    utf8.withContiguousStorageIfAvailable { Self.offset(of: needle, in: $0) }
      ?? Array(utf8).withUnsafeBufferPointer { Self.offset(of: needle, in: $0) }
  }

  private static func offset(of needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>)
    -> Int?
  {
    let count = needle.utf8CodeUnitCount
    guard count > 0 else { return 0 }
    guard bytes.count >= count else { return nil }
    let first = needle.utf8Start[0]
    for start in 0...(bytes.count - count) where bytes[start] == first {
      if (1..<count).allSatisfy({ bytes[start + $0] == needle.utf8Start[$0] }) { return start }
    }
    return nil
  }
}
