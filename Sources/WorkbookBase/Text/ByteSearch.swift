#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension StringProtocol {
  /// Whether the text's UTF-8 bytes hold those of `needle`: a plain byte comparison, without
  /// Foundation's Unicode-aware string search, for the checks run on every line of a file.
  @inlinable public func containsBytes(of needle: StaticString) -> Bool {
    byteOffset(of: needle) != nil
  }

  /// Whether any of the text's UTF-8 bytes satisfies `predicate`, checked on the bytes in place
  /// where the text is stored contiguously, as native strings are.
  @inlinable public func containsByte(where predicate: (UInt8) -> Bool) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(where: predicate) }
      ?? utf8.contains(where: predicate)
  }

  /// Whether the text's UTF-8 bytes start with those of `prefix`. Unlike `hasPrefix`, which
  /// compares characters, a combining mark after the prefix does not stop it matching: see
  /// ``Swift/Substring/hasCharacterPrefix(_:)`` for the comparison by characters.
  func startsWithBytes(_ prefix: StaticString) -> Bool {
    prefix.withUTF8Buffer { prefix in utf8.starts(with: prefix) }
  }

  /// Where the bytes of `needle` first start in the text's UTF-8 bytes, if they do (at 0 for
  /// an empty needle).
  @inlinable public func byteOffset(of needle: StaticString) -> Int? {
    guard needle.utf8CodeUnitCount > 0 else { return 0 }
    return needle.withUTF8Buffer { byteOffset(of: $0) }
  }

  /// Where `needle` first stands in the text, found by comparing UTF-8 bytes rather than
  /// characters as `firstRange(of:)` does, whose generic search costs more than the work around
  /// it on every line and directive of a book. Unlike it, this finds a needle whose last ASCII
  /// character a combining mark joins to what follows (`ANCHOR:` in `ANCHOR:\u{301}x`), which
  /// no marker or directive a book writes does.
  public func firstByteRange(of needle: String) -> Range<Index>? {
    var needle = needle
    guard let found = needle.withUTF8({ byteOffset(of: $0) }) else { return nil }
    let start = utf8.index(utf8.startIndex, offsetBy: found)
    return start..<utf8.index(start, offsetBy: needle.utf8.count)
  }

  /// Where the bytes `needle` first start in the text's UTF-8 bytes; nil for an empty needle.
  @inlinable func byteOffset(of needle: UnsafeBufferPointer<UInt8>) -> Int? {
    utf8.withContiguousStorageIfAvailable { String.offset(of: needle, in: $0, from: 0) }
      ?? Array(utf8).withUnsafeBufferPointer { String.offset(of: needle, in: $0, from: 0) }
  }
}

extension String {
  /// The string with each occurrence of `target` replaced by `replacement`, found left to right
  /// by comparing UTF-8 bytes: how a message's `{name}` placeholders are filled in, without the
  /// generic collection search of `replacing(_:with:)`, which cost the build more than the
  /// messages themselves.
  public func replacingBytes(of target: String, with replacement: String) -> String {
    var text = self
    var target = target
    var replacement = replacement
    return text.withUTF8 { bytes in
      target.withUTF8 { needle in
        replacement.withUTF8 { inserted in
          guard let first = Self.offset(of: needle, in: bytes, from: 0) else { return self }
          var output: [UInt8] = []
          output.reserveCapacity(bytes.count + inserted.count)
          var copied = 0
          var found: Int? = first
          while let at = found {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<at]))
            output.append(contentsOf: inserted)
            copied = at + needle.count
            found = Self.offset(of: needle, in: bytes, from: copied)
          }
          output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
          return String(decoding: output, as: UTF8.self)
        }
      }
    }
  }

  /// Where `needle` next starts in `bytes`, at or after `start`; nil for an empty needle. Each
  /// place the needle's first byte stands is found by `memchr`, which reads many bytes a step,
  /// and the rest of the needle compared there. Inlinable, so that the callers' modules
  /// specialise it rather than call it.
  @inlinable static func offset(
    of needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    guard let first = needle.first, bytes.count >= needle.count, let base = bytes.baseAddress
    else { return nil }
    let last = bytes.count - needle.count
    var at = start
    while at <= last {
      guard let found = memchr(base + at, Int32(first), last - at + 1) else { return nil }
      at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if (1..<needle.count).allSatisfy({ bytes[at + $0] == needle[$0] }) { return at }
      at += 1
    }
    return nil
  }
}
