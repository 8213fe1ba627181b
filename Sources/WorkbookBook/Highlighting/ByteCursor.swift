/// A position in a byte buffer with the small look-ahead helpers every lexer needs. It reads the
/// buffer through a pointer, so a lexer makes one inside `withUnsafeBufferPointer` and lets it
/// go before that returns. Its own reads past the end answer nil instead of trapping; a lexer
/// that indexes ``bytes`` itself must stay below its count, which an unsafe buffer does not
/// check in a release build.
struct ByteCursor {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  var atEnd: Bool { position >= bytes.count }

  @inline(__always) func peek(_ offset: Int = 0) -> UInt8? {
    let index = position + offset
    return index < bytes.count ? bytes[index] : nil
  }

  /// Whether the bytes at the cursor spell `text`.
  @inline(__always) func starts(with text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    let pointer = text.utf8Start
    for offset in 0..<count where bytes[position + offset] != pointer[offset] { return false }
    return true
  }

  @inline(__always) mutating func advance(_ count: Int = 1) {
    position = min(position + count, bytes.count)
  }

  @inline(__always) mutating func advance(while predicate: (UInt8) -> Bool) {
    while position < bytes.count, predicate(bytes[position]) { position += 1 }
  }

  /// Moves past the end of the current line, leaving the newline itself unread.
  @inline(__always) mutating func advanceToEndOfLine() {
    advance(while: { $0 != UInt8(ascii: "\n") })
  }
}

extension Lexer {
  /// The tokens `scan` cuts from `source`, one call per token from where the last one ended;
  /// `keeping` decides which are returned (every token, for a listing).
  @inline(__always)
  func scanTokens(
    in source: [UInt8], keeping: (TokenKind) -> Bool = { _ in true },
    _ scan: (inout ByteCursor) -> TokenKind
  ) -> [Token] {
    source.withUnsafeBufferPointer { bytes in
      var cursor = ByteCursor(bytes)
      var tokens: [Token] = []
      // About as many as most code has, so that the array seldom grows.
      tokens.reserveCapacity(bytes.count / 4)
      while !cursor.atEnd {
        let start = cursor.position
        let kind = scan(&cursor)
        if keeping(kind) { tokens.append(Token(kind: kind, range: start..<cursor.position)) }
      }
      return tokens
    }
  }
}
