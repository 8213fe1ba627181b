import WorkbookBase

/// The distinct terms of an index, each numbered once, so that counting and posting them works
/// on small integers. A spelling seen before is found by its UTF-8 bytes alone, in a table of
/// its own hashed with FNV-1a (cheaper than a dictionary's seeded hash for words this short).
/// A new spelling is a new term while every spelling met is known to be in NFC (``NFCText``):
/// then different bytes are different terms. From the first that may not be, new spellings are
/// compared as Swift compares strings, canonically (the precomposed and decomposed `café` are
/// one term), which for text beyond ASCII means normalizing it. Each distinct spelling is
/// numbered too, so a tally keeps a spelling as a number and the index makes a string only of
/// the one it shows.
struct TermTable {
  /// Every spelling seen: where its bytes are in ``bytes``, their hash and its term's number.
  private var spellings: [(start: Int, count: Int, hash: UInt64, number: Int)] = []
  private var bytes: [UInt8] = []
  /// Open addressing over ``spellings``: an index into it, or -1 for an empty slot.
  private var slots = [Int](repeating: -1, count: 1024)
  /// Every term by the text of its first spelling, built when the first spelling that may not
  /// be in NFC is met, and kept from then on.
  private var byTerm: [String: Int]?
  /// Each term's first spelling, by term number, until ``byTerm`` is built from them.
  private var firstSpellings: [Int] = []
  /// For each term, the tally that last counted it and where its entry is in that tally:
  /// scratch space that spares ``SectionTally`` a dictionary.
  private var lastTally: [Int] = []
  private var lastEntry: [Int] = []
  private var tallies = 0

  /// How many terms there are; their numbers run from 0.
  var count: Int { lastTally.count }

  /// The text of spelling `spelling` (as ``look(up:)`` numbers it).
  func text(ofSpelling spelling: Int) -> String {
    let known = spellings[spelling]
    return bytes.withUnsafeBufferPointer {
      String(
        decoding: UnsafeBufferPointer(rebasing: $0[known.start..<known.start + known.count]),
        as: UTF8.self)
    }
  }

  /// The number of the term whose UTF-8 bytes are `text`, and of the spelling: the same bytes
  /// have the same spelling number.
  mutating func look(up text: UnsafeBufferPointer<UInt8>) -> (term: Int, spelling: Int) {
    let hash = Self.hash(text)
    var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
    while slots[slot] >= 0 {
      let known = spellings[slots[slot]]
      if known.hash == hash, known.count == text.count,
        bytes.withUnsafeBufferPointer({
          UnsafeBufferPointer(rebasing: $0[known.start..<known.start + known.count])
            .hasSameBytes(as: text)
        })
      {
        return (known.number, slots[slot])
      }
      slot = (slot + 1) & (slots.count - 1)
    }
    let spelling = spellings.count
    let number =
      byTerm == nil && NFCText.isKnownNFC(text) ? newTerm(spelling) : term(of: text)
    slots[slot] = spelling
    spellings.append((bytes.count, text.count, hash, number))
    bytes.append(contentsOf: text)
    if spellings.count * 2 > slots.count { rehash() }
    return (number, spelling)
  }

  /// Starts a tally: the number that marks what it counts in the scratch space.
  mutating func newTally() -> Int {
    tallies += 1
    return tallies
  }

  /// Where tally `tally` keeps term `number`, if it counted it and no later tally has since.
  func entry(of number: Int, in tally: Int) -> Int? {
    lastTally[number] == tally ? lastEntry[number] : nil
  }

  /// Notes that tally `tally` keeps term `number` at `entry`.
  mutating func place(_ number: Int, at entry: Int, in tally: Int) {
    lastTally[number] = tally
    lastEntry[number] = entry
  }

  /// A new term, first spelled as spelling `spelling`, while ``byTerm`` is not built.
  private mutating func newTerm(_ spelling: Int) -> Int {
    firstSpellings.append(spelling)
    return newNumber()
  }

  /// The number of a new term.
  private mutating func newNumber() -> Int {
    lastTally.append(0)
    lastEntry.append(0)
    return lastTally.count - 1
  }

  /// The term canonically equal to `text`, a new spelling, or a new one. The first time,
  /// ``byTerm`` is built from the first spellings of the terms so far.
  private mutating func term(of text: UnsafeBufferPointer<UInt8>) -> Int {
    var terms =
      byTerm
      ?? Dictionary(
        uniqueKeysWithValues: firstSpellings.enumerated().map { (self.text(ofSpelling: $1), $0) })
    firstSpellings = []
    byTerm = nil
    defer { byTerm = terms }
    let key = String(decoding: text, as: UTF8.self)
    if let known = terms[key] { return known }
    let number = newNumber()
    terms[key] = number
    return number
  }

  private mutating func rehash() {
    slots = [Int](repeating: -1, count: slots.count * 2)
    for (index, spelling) in spellings.enumerated() {
      var slot = Int(truncatingIfNeeded: spelling.hash) & (slots.count - 1)
      while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
      slots[slot] = index
    }
  }

  /// FNV-1a, 64 bits.
  private static func hash(_ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}
