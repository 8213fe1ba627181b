import Testing

@testable import WorkbookBase

/// The byte search every line and directive goes through finds each candidate with `memchr`;
/// it answers as a comparison at every offset does, on generated texts and needles.
@Suite struct ByteSearchTests {
  /// The reading it replaces: every offset from `start` tried in turn.
  private static func everyOffset(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count
    else { return nil }
    return (start...(bytes.count - needle.count)).first {
      bytes[$0..<$0 + needle.count].elementsEqual(needle)
    }
  }

  @Test func generatedNeedlesAreFoundWhereEveryOffsetFindsThem() {
    let alphabet: [UInt8] = [0x61, 0x62, 0x40, 0x0A, 0x00, 0xC3, 0xA9]
    var random = SeededNumbers(seed: 0x9E37_79B9_7F4A_7C15)
    var found = 0
    for _ in 0..<20_000 {
      let bytes = (0..<random.next(24)).map { _ in alphabet[random.next(3)] }
      let needle = (0..<random.next(4)).map { _ in alphabet[random.next(3)] }
      let start = random.next(bytes.count + 2)
      let expected = Self.everyOffset(needle, in: bytes, from: start)
      let offset = bytes.withUnsafeBufferPointer { bytes in
        needle.withUnsafeBufferPointer { String.offset(of: $0, in: bytes, from: start) }
      }
      #expect(offset == expected, "\(needle) in \(bytes) from \(start)")
      if expected != nil { found += 1 }
    }
    // Enough needles are there for both answers to be compared.
    #expect(found > 5_000)
  }
}
