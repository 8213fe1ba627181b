import WorkbookBase

/// A lexer's keywords grouped by their length and first byte, so that a word is looked up by
/// comparing its bytes with the one or two keywords that share both, and most words, having
/// none, by reading one entry; no `String` is made of an identifier, none is hashed.
struct KeywordTable: Sendable {
  /// The keywords' bytes one after another, the words of a group next to each other.
  private let spellings: [UInt8]
  /// Where each group starts in `spellings`, at `length << 8 | firstByte`; a group ends where
  /// the next one starts, and the last entry closes the last group.
  private let groupStarts: [Int]
  private let longest: Int

  init(_ keywords: [String]) {
    let words = Set(keywords.map { Array($0.utf8) }).filter { !$0.isEmpty }.sorted {
      Self.group(of: $0) < Self.group(of: $1)
    }
    longest = words.map(\.count).max() ?? 0
    // Each group's size in bytes, one place after its own, summed into where each group starts.
    var groupStarts = [Int](repeating: 0, count: (longest + 1) << 8 + 1)
    for word in words { groupStarts[Self.group(of: word) + 1] += word.count }
    for index in groupStarts.indices.dropFirst() { groupStarts[index] += groupStarts[index - 1] }
    self.groupStarts = groupStarts
    spellings = words.flatMap { $0 }
  }

  private static func group(of word: [UInt8]) -> Int { word.count << 8 | Int(word[0]) }

  /// Whether `bytes[word]` is one of the keywords.
  func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> Bool {
    let length = word.count
    guard length > 0, length <= longest else { return false }
    let group = length << 8 | Int(bytes[word.lowerBound])
    var start = groupStarts[group]
    let end = groupStarts[group + 1]
    while start < end {
      var offset = 1
      while offset < length, spellings[start + offset] == bytes[word.lowerBound + offset] {
        offset += 1
      }
      if offset == length { return true }
      start += length
    }
    return false
  }
}

extension KeywordTable {
  /// Reads the identifier starting at `cursor` (whose first byte is an identifier head) and
  /// classifies it as C-family lexers do: a keyword, a type when it starts with a capital, or a
  /// plain identifier.
  @inline(__always) func scanWord(_ cursor: inout ByteCursor) -> TokenKind {
    let start = cursor.position
    cursor.advance(while: { $0.isIdentifierBody })
    if contains(cursor.bytes, start..<cursor.position) { return .keyword }
    return cursor.bytes[start].isASCIIUppercase ? .type : .identifier
  }
}
