import Testing

@testable import WorkbookBase

/// The UTF-8 check every file read goes through finds the byte the standard library's parser
/// stops at, whatever surrounds it: in a run of ASCII it skips eight bytes at a time, so each
/// kind of sequence is tried at every offset around such a run's edge.
@Suite struct TextDecodingTests {
  /// Valid and invalid sequences of every length: overlong forms, surrogates, code points past
  /// U+10FFFF, lone and missing continuation bytes, and bytes no sequence starts with.
  static let sequences: [[UInt8]] = [
    [0x41], [0xC3, 0xA9], [0xE4, 0xB8, 0xAD], [0xF0, 0x9F, 0x98, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
    [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80],
    [0xF0, 0x80, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5],
    [0xFF], [0x80], [0xBF], [0xC3], [0xE4, 0xB8], [0xF0, 0x9F, 0x98], [0xC3, 0x41],
    [0xE4, 0x41, 0xAD], [0xF0, 0x9F, 0x41, 0x80],
  ]

  /// The standard library's answer: where its parser first reports an error.
  static func expected(_ bytes: [UInt8]) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  @Test func everySequenceAtEveryOffsetAroundARunOfASCII() {
    for sequence in Self.sequences {
      for before in 0...17 {
        for after in [0, 1, 7, 8, 9] {
          let bytes =
            Array(repeating: UInt8(ascii: "a"), count: before) + sequence
            + Array(repeating: UInt8(ascii: "b"), count: after)
          #expect(
            TextDecoding.firstInvalidByte(in: bytes) == Self.expected(bytes),
            "\(sequence) after \(before) bytes, before \(after)")
        }
      }
    }
  }

  @Test func twoSequencesInARowAreCheckedEach() {
    for first in Self.sequences {
      for second in Self.sequences {
        let bytes = first + second + Array("plain text".utf8)
        #expect(TextDecoding.firstInvalidByte(in: bytes) == Self.expected(bytes))
      }
    }
  }

  /// The scan for the bytes decoding rewrites reads eight at a time: a `\r`, a NUL and the
  /// bytes next to them in value are put at every offset of texts of up to two words and a
  /// bit, among fillers either side of them, and the scan answers as a byte-by-byte one.
  @Test func carriageReturnsAndNULsAreFoundAtEveryOffset() {
    let fillers: [UInt8] = [0x41, 0x01, 0x0C, 0x0E, 0x0A, 0x8D, 0x80, 0xFF, 0x7F, 0x1D, 0x0D]
    for length in 0...20 {
      for filler in fillers {
        let plain = [UInt8](repeating: filler, count: length)
        #expect(
          TextDecoding.containsCarriageReturnOrNUL(plain)
            == plain.contains { $0 == 0x0D || $0 == 0 })
        for offset in 0..<length {
          for special: UInt8 in [0x00, 0x0D, 0x01, 0x0C, 0x0E, 0x8D, 0xF3] {
            var bytes = plain
            bytes[offset] = special
            // The byte after it one below the filler, as a borrow out of the byte would make it.
            if offset + 1 < length { bytes[offset + 1] = filler &- 1 }
            #expect(
              TextDecoding.containsCarriageReturnOrNUL(bytes)
                == bytes.contains { $0 == 0x0D || $0 == 0 }, "\(bytes)")
          }
        }
      }
    }
  }

  @Test func anInvalidByteIsALocatedError() {
    let bytes = Array("line one\nline two \u{00E9}".utf8) + [0xFF] + Array(" end".utf8)
    let error = #expect(throws: Diagnostic.self) {
      try TextDecoding.text(from: bytes, path: "a.md")
    }
    #expect(error?.location == SourceLocation(path: "a.md", line: 2, column: 12))
  }
}
