import Testing

@testable import WorkbookBase
@testable import WorkbookBook

/// The Swift lexer reads its bytes through a pointer and picks a token by its first byte; it
/// cuts every input exactly as the reading it replaced did, which is kept here, as it was, to
/// compare with.
@Suite struct SwiftLexerEquivalenceTests {
  /// Inputs from pieces that open, close and nest every kind of token: strings raw, multi-line
  /// and interpolated, comments nested and not, attributes, backticks, marks and CR LF.
  static let generated: [String] = {
    let pieces = [
      " ", "\t", "\n", "\r\n", "\r", "\"", "\"\"\"", "#", "##", "\\", "\\(", "\\#(", "(", ")",
      "/", "//", "/*", "*/", "*", "@", "@Test", "#expect", "$", "$0", "`", "func", "Self",
      "self", "let", "protocol", "x", "Int", "_a", "é", "中", "\u{301}", "0", "0x1F", "1.5", ".",
      "{", "}", ";", "\"#", "é9",
    ]
    var random = SeededNumbers(seed: 0x9E37_79B9_7F4A_7C15)
    return (0..<20_000).map { _ in
      (0..<random.next(24)).map { _ in pieces[random.next(pieces.count)] }.joined()
    }
  }()

  @Test func generatedInputsAreCutAsBefore() {
    for source in Self.generated {
      let bytes = Array(source.utf8)
      let before = ReferenceSwiftLexer().tokens(in: bytes)
      #expect(SwiftLexer().tokens(in: bytes) == before, "\(source.debugDescription)")
      #expect(
        SwiftLexer().significantTokens(in: bytes)
          == before.filter { $0.kind != .whitespace && $0.kind != .comment },
        "\(source.debugDescription)")
    }
  }

  @Test func theGeneratorsOwnSourcesAreCutAsBefore() throws {
    let texts = try GeneratorSources.texts()
    #expect(texts.count > 100)
    for (path, text) in texts {
      let bytes = Array(text.utf8)
      #expect(SwiftLexer().tokens(in: bytes) == ReferenceSwiftLexer().tokens(in: bytes), "\(path)")
    }
  }

  @Test func aKeywordTableHoldsExactlyItsWords() {
    let words = ["as", "a", "associatedtype", "if", "in", "is", "Self", "self", "_x", "é"]
    let table = KeywordTable(words + ["", "as"])
    let candidates =
      words + ["", "s", "ass", "associatedtypes", "associatedtyp", "IF", "i", "ia", "Selfs", "e"]
    for candidate in candidates {
      let bytes = Array(candidate.utf8)
      let found = bytes.withUnsafeBufferPointer { table.contains($0, 0..<bytes.count) }
      #expect(found == words.contains(candidate), "\(candidate)")
    }
  }
}

/// The Swift lexer as it was before it read through a pointer: on an array, one token at a
/// time through a cursor whose every look-ahead is an optional.
private struct ReferenceSwiftLexer {
  struct Cursor {
    let bytes: [UInt8]
    var position = 0

    var atEnd: Bool { position >= bytes.count }

    func peek(_ offset: Int = 0) -> UInt8? {
      let index = position + offset
      return index < bytes.count ? bytes[index] : nil
    }

    func starts(with text: String) -> Bool {
      let text = Array(text.utf8)
      guard position + text.count <= bytes.count else { return false }
      return bytes[position..<position + text.count].elementsEqual(text)
    }

    mutating func advance(_ count: Int = 1) { position = min(position + count, bytes.count) }

    mutating func advance(while predicate: (UInt8) -> Bool) {
      while position < bytes.count, predicate(bytes[position]) { position += 1 }
    }
  }

  func tokens(in source: [UInt8]) -> [Token] {
    var cursor = Cursor(bytes: source)
    var tokens: [Token] = []
    while !cursor.atEnd {
      let start = cursor.position
      let kind = scanToken(&cursor)
      tokens.append(Token(kind: kind, range: start..<cursor.position))
    }
    return tokens
  }

  private func scanToken(_ cursor: inout Cursor) -> TokenKind {
    let byte = cursor.peek()!
    if byte.isASCIIWhitespace {
      cursor.advance(while: \.isASCIIWhitespace)
      return .whitespace
    }
    if cursor.starts(with: "//") {
      cursor.advance(while: { $0 != UInt8(ascii: "\n") })
      return .comment
    }
    if cursor.starts(with: "/*") {
      var depth = 0
      while !cursor.atEnd {
        if cursor.starts(with: "/*") {
          depth += 1
          cursor.advance(2)
        } else if cursor.starts(with: "*/") {
          depth -= 1
          cursor.advance(2)
          if depth == 0 { break }
        } else {
          cursor.advance()
        }
      }
      return .comment
    }
    if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && rawStringHashes(cursor) > 0) {
      scanString(&cursor)
      return .string
    }
    if byte.isASCIIDigit {
      cursor.advance(while: { $0.isIdentifierBody })
      while cursor.peek() == UInt8(ascii: "."), cursor.peek(1)?.isASCIIDigit == true {
        cursor.advance()
        cursor.advance(while: { $0.isIdentifierBody })
      }
      return .number
    }
    if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") {
      cursor.advance()
      guard let next = cursor.peek(), next.isIdentifierHead else { return .punctuation }
      cursor.advance(while: \.isIdentifierBody)
      return byte == UInt8(ascii: "@") ? .attribute : .directive
    }
    if byte == UInt8(ascii: "`") {
      cursor.advance()
      cursor.advance(while: { $0 != UInt8(ascii: "`") && $0 != UInt8(ascii: "\n") })
      if cursor.peek() == UInt8(ascii: "`") { cursor.advance() }
      return .identifier
    }
    if byte == UInt8(ascii: "$") {
      cursor.advance()
      cursor.advance(while: \.isIdentifierBody)
      return .identifier
    }
    if byte.isIdentifierHead {
      let start = cursor.position
      cursor.advance(while: \.isIdentifierBody)
      let word = String(decoding: cursor.bytes[start..<cursor.position], as: UTF8.self)
      if Self.keywords.contains(word) { return .keyword }
      return byte.isASCIIUppercase ? .type : .identifier
    }
    cursor.advance()
    return .punctuation
  }

  /// The keywords `SwiftLexer` names, as they were looked up then, by their text.
  static let keywords: Set<String> = [
    "actor", "any", "as", "associatedtype", "async", "await", "borrowing", "break", "case",
    "catch", "class", "consume", "consuming", "continue", "convenience", "default", "defer",
    "deinit", "didSet", "do", "dynamic", "else", "enum", "extension", "fallthrough", "false",
    "fileprivate", "final", "for", "func", "get", "guard", "if", "import", "in", "indirect",
    "init", "inout", "internal", "is", "isolated", "lazy", "let", "mutating", "nil",
    "nonisolated", "nonmutating", "open", "operator", "override", "package", "private",
    "protocol", "public", "repeat", "required", "rethrows", "return", "self", "Self", "set",
    "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
    "typealias", "unowned", "var", "weak", "where", "while", "willSet", "sending",
  ]

  private func rawStringHashes(_ cursor: Cursor) -> Int {
    var count = 0
    while cursor.peek(count) == UInt8(ascii: "#") { count += 1 }
    return cursor.peek(count) == UInt8(ascii: "\"") ? count : 0
  }

  private func scanString(_ cursor: inout Cursor) {
    let hashes = rawStringHashes(cursor)
    cursor.advance(hashes)
    let multiline = cursor.starts(with: "\"\"\"")
    cursor.advance(multiline ? 3 : 1)
    while let byte = cursor.peek() {
      if byte == UInt8(ascii: "\n"), !multiline { return }
      if byte == UInt8(ascii: "\\"), closesWithHashes(cursor, offset: 1, hashes: hashes) {
        cursor.advance(1 + hashes)
        if cursor.peek() == UInt8(ascii: "(") {
          scanInterpolation(&cursor)
        } else {
          cursor.advance()
        }
        continue
      }
      let closing = multiline ? cursor.starts(with: "\"\"\"") : byte == UInt8(ascii: "\"")
      let quoteLength = multiline ? 3 : 1
      if closing, closesWithHashes(cursor, offset: quoteLength, hashes: hashes) {
        cursor.advance(quoteLength + hashes)
        return
      }
      cursor.advance()
    }
  }

  private func closesWithHashes(_ cursor: Cursor, offset: Int, hashes: Int) -> Bool {
    (0..<hashes).allSatisfy { cursor.peek(offset + $0) == UInt8(ascii: "#") }
  }

  private func scanInterpolation(_ cursor: inout Cursor) {
    var depth = 0
    while let byte = cursor.peek() {
      if byte == UInt8(ascii: "\"") {
        scanString(&cursor)
        continue
      }
      cursor.advance()
      if byte == UInt8(ascii: "(") { depth += 1 }
      if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }
}
