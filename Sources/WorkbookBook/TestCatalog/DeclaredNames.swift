import WorkbookBase

/// The names that follow `func` in Swift source, found by one pass over its bytes without
/// lexing: a filter that says which files to parse for a function. It may name too many (a
/// `func` inside a comment or string counts) but never misses a declaration.
enum DeclaredNames {
  static func functions(in text: String) -> Set<String> {
    var names = Set<String>()
    var utf8 = text
    utf8.withUTF8 { bytes in
      var index = 0
      while let found = next(in: bytes, from: index) {
        var start = found + 4
        while start < bytes.count, isSpace(bytes[start]) { start += 1 }
        if start < bytes.count, bytes[start] == UInt8(ascii: "`") { start += 1 }
        var end = start
        while end < bytes.count, bytes[end].isIdentifierBody { end += 1 }
        if end > start {
          names.insert(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        }
        index = max(end, found + 4)
      }
    }
    return names
  }

  /// Where the next `func` standing as a word starts, at or after `index`.
  private static func next(in bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
    var at = index
    while at + 4 < bytes.count {
      if bytes[at] == UInt8(ascii: "f"), bytes[at + 1] == UInt8(ascii: "u"),
        bytes[at + 2] == UInt8(ascii: "n"), bytes[at + 3] == UInt8(ascii: "c"),
        isSpace(bytes[at + 4]), at == 0 || !bytes[at - 1].isIdentifierBody
      {
        return at
      }
      at += 1
    }
    return nil
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
  }
}
