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
