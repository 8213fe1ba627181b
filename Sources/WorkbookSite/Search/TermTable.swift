import WorkbookBase

/// The distinct terms of an index, each numbered once, so that counting and posting them works
/// on small integers. A spelling seen before is found by its UTF-8 bytes alone, in a table of
/// its own hashed eight bytes at a time (cheaper than a dictionary's seeded hash for words this
/// short), whose slots hold what a lookup needs, so that a hit reads one slot, and the bytes
/// only for a spelling longer than eight.
/// A new spelling is a new term while every spelling met is known to be in NFC (``NFCText``):
/// then different bytes are different terms. From the first that may not be, new spellings are
/// compared as Swift compares strings, canonically (the precomposed and decomposed `café` are
/// one term), which for text beyond ASCII means normalizing it. Each distinct spelling is
/// numbered too, so a tally keeps a spelling as a number and the index makes a string only of
/// the one it shows.
struct TermTable {
  /// A place of the table: a spelling's hash, its ``word(of:)`` if it has at most eight bytes,
  /// where its bytes are in ``bytes``, its number and its term's, or a spelling of -1 where the
  /// place is empty. Positions and numbers are 32-bit to keep a slot small: an index's text
  /// stays far below 2 GiB (a book's files are read at most 16 MB each), and `Int32(_:)` traps
  /// rather than wraps if it ever did not.
  private struct Slot {
    var hash: UInt64 = 0
    var word: UInt64 = 0
    var start: Int32 = 0
    var count: Int32 = 0
    var spelling: Int32 = -1
    var term: Int32 = 0
  }

  /// Where each spelling's bytes are in ``bytes``, by spelling number.
  private var spellings: [(start: Int, count: Int)] = []
  private var bytes: [UInt8] = []
  /// Open addressing over the spellings, at most half full.
  private var slots = [Slot](repeating: Slot(), count: 1024)
  /// Every term by the text of its first spelling, built when the first spelling that may not
  /// be in NFC is met, and kept from then on.
  private var byTerm: [String: Int]?
  /// Each term's first spelling, by term number, until ``byTerm`` is built from them.
  private var firstSpellings: [Int] = []
  /// For each term, the tally that last counted it and where its entry is in that tally:
  /// scratch space that spares ``SectionTally`` a dictionary.
  private var lastTally: [(tally: Int, entry: Int)] = []
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
    let raw = UnsafeRawBufferPointer(text)
    let isShort = raw.count <= 8
    let word = isShort ? Self.word(of: raw) : 0
    let hash = isShort ? Self.mix(Self.seed(raw.count), word) : Self.hash(raw)
    let mask = slots.count - 1
    var place = Int(truncatingIfNeeded: hash) & mask
    let found: Slot? = slots.withUnsafeBufferPointer { slots in
      bytes.withUnsafeBufferPointer { bytes in
        while true {
          let slot = slots[place]
          guard slot.spelling >= 0 else { return nil }
          if slot.hash == hash, Int(slot.count) == text.count,
            isShort
              ? slot.word == word
              : UnsafeBufferPointer(rebasing: bytes[Int(slot.start)..<Int(slot.start + slot.count)])
                .hasSameBytes(as: text)
          {
            return slot
          }
          place = (place + 1) & mask
        }
      }
    }
    if let found { return (Int(found.term), Int(found.spelling)) }
    let spelling = spellings.count
    let number =
      byTerm == nil && NFCText.isKnownNFC(text) ? newTerm(spelling) : term(of: text)
    slots[place] = Slot(
      hash: hash, word: word, start: Int32(bytes.count), count: Int32(text.count),
      spelling: Int32(spelling), term: Int32(number))
    spellings.append((bytes.count, text.count))
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
    let last = lastTally[number]
    return last.tally == tally ? last.entry : nil
  }

  /// Notes that tally `tally` keeps term `number` at `entry`.
  mutating func place(_ number: Int, at entry: Int, in tally: Int) {
    lastTally[number] = (tally, entry)
  }

  /// A new term, first spelled as spelling `spelling`, while ``byTerm`` is not built.
  private mutating func newTerm(_ spelling: Int) -> Int {
    firstSpellings.append(spelling)
    return newNumber()
  }

  /// The number of a new term.
  private mutating func newNumber() -> Int {
    lastTally.append((0, 0))
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

  /// Doubles the slots and places every spelling again.
  private mutating func rehash() {
    let old = slots
    slots = [Slot](repeating: Slot(), count: old.count * 2)
    let mask = slots.count - 1
    for slot in old where slot.spelling >= 0 {
      var place = Int(truncatingIfNeeded: slot.hash) & mask
      while slots[place].spelling >= 0 { place = (place + 1) & mask }
      slots[place] = slot
    }
  }

  /// A hash of a text of more than eight bytes, from its bytes eight at a time (the last word
  /// read where it ends, over bytes already read); a shorter one's is its ``word(of:)`` mixed
  /// once. Each word is mixed in by a full-width multiply whose halves are folded, so every
  /// byte reaches the low bits that pick a slot.
  private static func hash(_ text: UnsafeRawBufferPointer) -> UInt64 {
    let count = text.count
    var hash = seed(count)
    var offset = 0
    while offset + 8 < count {
      hash = mix(hash, text.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      offset += 8
    }
    return mix(hash, text.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
  }

  /// Where a hash of `count` bytes starts.
  private static func seed(_ count: Int) -> UInt64 {
    UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
  }

  private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
    let product = (hash ^ word).multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
    return product.high ^ product.low
  }

  /// The bytes of a text of at most eight as one number, which tells apart any two texts of
  /// the same count: eight bytes read whole, four to seven as two overlapping halves, two or
  /// three as two overlapping pairs.
  static func word(of text: UnsafeRawBufferPointer) -> UInt64 {
    let count = text.count
    if count == 8 { return text.loadUnaligned(as: UInt64.self) }
    if count >= 4 {
      return UInt64(text.loadUnaligned(as: UInt32.self))
        | UInt64(text.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
    }
    if count >= 2 {
      return UInt64(text.loadUnaligned(as: UInt16.self))
        | UInt64(text.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)) << 16
    }
    return count == 1 ? UInt64(text[0]) : 0
  }
}
