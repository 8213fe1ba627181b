/// Turns a file's bytes into the text the build works on, once, where the file is read.
///
/// - UTF-8 is checked; the first invalid byte is an error at its line and column in the file.
/// - A leading byte-order mark is dropped.
/// - `\r\n` and a lone `\r` become `\n`, so every later split on `\n` sees every line.
/// - A NUL byte becomes U+FFFD, as CommonMark asks for Markdown: text handed to cmark and its
///   HTML blocks goes through C strings, which a NUL would cut short.
public enum TextDecoding {
  public static func text(from bytes: [UInt8], path: String) throws(Diagnostic) -> String {
    // The standard library checks the UTF-8 as it makes the string; only a file that fails is
    // read again, for where.
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw invalid(bytes, path: path)
    }
    let hasBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    guard hasBOM || containsCarriageReturnOrNUL(bytes) else { return text }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = hasBOM ? 3 : 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x0D:
        output.append(0x0A)
        if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
      case 0x00:
        output.append(contentsOf: [0xEF, 0xBF, 0xBD])
      default:
        output.append(byte)
      }
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Whether `bytes` hold a `\r` or a NUL, the bytes decoding rewrites. Nearly every file has
  /// neither, so it is read eight bytes at a time: a word has a zero byte exactly when
  /// `(word - 0x01…01) & ~word & 0x80…80` is not zero, and a `\r` is a zero byte of the word
  /// XOR `0x0D…0D`.
  static func containsCarriageReturnOrNUL(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { bytes in
      var index = 0
      if let base = bytes.baseAddress {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= bytes.count {
          let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
          let returns = word ^ (ones &* 0x0D)
          if ((word &- ones) & ~word | (returns &- ones) & ~returns) & highs != 0 { break }
          index += 8
        }
      }
      return bytes[index...].contains { $0 == 0x0D || $0 == 0x00 }
    }
  }

  /// The error for `bytes` that are not UTF-8: the first invalid byte, at its line and column.
  private static func invalid(_ bytes: [UInt8], path: String) -> Diagnostic {
    guard let bad = firstInvalidByte(in: bytes) else {
      preconditionFailure("'\(path)': the standard library and firstInvalidByte disagree")
    }
    var line = 1
    var lineStart = 0
    for offset in 0..<bad where bytes[offset] == UInt8(ascii: "\n") {
      line += 1
      lineStart = offset + 1
    }
    let hex = String(bytes[bad], radix: 16, uppercase: true)
    return Diagnostic(
      "'\(path)' is not UTF-8 text: byte 0x\(hex.count == 1 ? "0" + hex : hex) is invalid here",
      at: SourceLocation(path: path, line: line, column: bad - lineStart + 1))
  }

  /// The offset of the first byte that does not belong to well-formed UTF-8, if any: where the
  /// sequence it starts or continues begins, as the standard library's parser reports it. Runs
  /// of ASCII are passed eight bytes at a time.
  static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { bytes -> Int? in
      var index = 0
      while index < bytes.count {
        if let base = bytes.baseAddress {
          while index + 8 <= bytes.count,
            UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
              & 0x8080_8080_8080_8080 == 0
          {
            index += 8
          }
        }
        guard index < bytes.count else { return nil }
        let lead = bytes[index]
        guard lead >= 0x80 else {
          index += 1
          continue
        }
        // The length of the sequence `lead` starts, and the range its second byte must be in
        // (narrower than a continuation byte's where a wider one would be overlong, a
        // surrogate or beyond U+10FFFF).
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return index
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else {
          return index
        }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
          return index
        }
        index += length
      }
      return nil
    }
  }
}
