/// The distinct terms of an index, each numbered once, so that counting and posting them hashes
/// small integers: a spelling seen before is found by its UTF-8 bytes alone, and only a new
/// spelling is compared as Swift compares strings, canonically (the precomposed and decomposed
/// `café` are one term), which for text beyond ASCII means normalizing it.
struct TermTable {
  private var bySpelling: [Spelling: Int] = [:]
  private var byTerm: [String: Int] = [:]
  /// How many terms there are; their numbers run from 0.
  private(set) var count = 0

  /// The number of the term `spelling` spells.
  mutating func number(of spelling: String) -> Int {
    let key = Spelling(spelling)
    if let number = bySpelling[key] { return number }
    let number: Int
    if let known = byTerm[spelling] {
      number = known
    } else {
      number = count
      count += 1
      byTerm[spelling] = number
    }
    bySpelling[key] = number
    return number
  }
}

/// Text hashed and compared by its UTF-8 bytes alone, without the normalization of String's
/// own hashing and equality: two spellings of one term are two spellings.
struct Spelling: Hashable {
  let text: String

  init(_ text: String) { self.text = text }

  static func == (first: Spelling, second: Spelling) -> Bool {
    first.text.utf8.count == second.text.utf8.count
      && first.text.utf8.withContiguousStorageIfAvailable { a in
        second.text.utf8.withContiguousStorageIfAvailable { b in a.elementsEqual(b) }
      }.flatMap { $0 } ?? first.text.utf8.elementsEqual(second.text.utf8)
  }

  func hash(into hasher: inout Hasher) {
    let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }
    if hashed == nil {
      for byte in text.utf8 { hasher.combine(byte) }
    }
  }
}
