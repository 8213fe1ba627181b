/// Turns a file's bytes into the text the build works on, once, where the file is read.
///
/// - UTF-8 is checked; the first invalid byte is an error at its line and column in the file.
/// - A leading byte-order mark is dropped.
/// - `\r\n` and a lone `\r` become `\n`, so every later split on `\n` sees every line.
/// - A NUL byte becomes U+FFFD, as CommonMark asks for Markdown: text handed to cmark and its
///   HTML blocks goes through C strings, which a NUL would cut short.
public enum TextDecoding {
  public static func text(from bytes: [UInt8], path: String) throws(Diagnostic) -> String {
    if let bad = firstInvalidByte(in: bytes) {
      var line = 1
      var lineStart = 0
      for offset in 0..<bad where bytes[offset] == UInt8(ascii: "\n") {
        line += 1
        lineStart = offset + 1
      }
      let hex = String(bytes[bad], radix: 16, uppercase: true)
      throw Diagnostic(
        "'\(path)' is not UTF-8 text: byte 0x\(hex.count == 1 ? "0" + hex : hex) is invalid here",
        at: SourceLocation(path: path, line: line, column: bad - lineStart + 1))
    }
    let hasBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    guard hasBOM || bytes.contains(where: { $0 == 0x0D || $0 == 0x00 }) else {
      return String(decoding: bytes, as: UTF8.self)
    }
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

  /// The offset of the first byte that does not belong to well-formed UTF-8, if any.
  static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
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
}
