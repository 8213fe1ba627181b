import WorkbookBase

/// A lexer's keywords grouped by their first byte, so that a word is looked up by comparing its
/// bytes with a few keywords', without making a `String` of every identifier and hashing it.
struct KeywordTable: Sendable {
  private var byFirstByte: [[[UInt8]]] = Array(repeating: [], count: 256)

  init(_ keywords: [String]) {
    for keyword in keywords where !keyword.isEmpty {
      let bytes = Array(keyword.utf8)
      byFirstByte[Int(bytes[0])].append(bytes)
    }
  }

  func contains(_ word: ArraySlice<UInt8>) -> Bool {
    guard let first = word.first else { return false }
    return byFirstByte[Int(first)].contains { $0.count == word.count && $0.elementsEqual(word) }
  }
}

extension KeywordTable {
  /// Reads the identifier starting at `cursor` (whose first byte is an identifier head) and
  /// classifies it as C-family lexers do: a keyword, a type when it starts with a capital, or a
  /// plain identifier.
  func scanWord(_ cursor: inout ByteCursor) -> TokenKind {
    let start = cursor.position
    let first = cursor.bytes[start]
    cursor.advance(while: \.isIdentifierBody)
    if contains(cursor.bytes[start..<cursor.position]) { return .keyword }
    return first.isASCIIUppercase ? .type : .identifier
  }
}
