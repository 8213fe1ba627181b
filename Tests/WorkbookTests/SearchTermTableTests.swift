import Testing

@testable import WorkbookSite

/// The term table compares a spelling of at most eight bytes by its one-number word alone.
@Suite struct SearchTermTableTests {
  /// Every text of each count up to eight over `alphabet`, so that each byte place takes each
  /// of its bytes beside every other.
  static func texts(over alphabet: [UInt8]) -> [[UInt8]] {
    (0...8).flatMap { count in
      var texts: [[UInt8]] = [[]]
      for _ in 0..<count {
        texts = texts.flatMap { text in alphabet.map { text + [$0] } }
      }
      return texts
    }
  }

  /// Over bytes low and high and both sides of the high bit.
  @Test func aShortTextsWordTellsItApartFromEveryOtherOfItsCount() {
    let texts = Self.texts(over: [0x00, 0x01, 0x7F, 0xFF])
    for count in 0...8 {
      let texts = texts.filter { $0.count == count }
      let words = Set(texts.map { $0.withUnsafeBytes { TermTable.word(of: $0) } })
      #expect(words.count == texts.count, "\(count) bytes")
    }
  }

  /// Spellings are UTF-8: here ASCII, of every count up to eight and some longer.
  @Test func eachSpellingKeepsItsOwnNumber() {
    var table = TermTable()
    let texts =
      Self.texts(over: Array("0abz".utf8)) + (9...20).map { [UInt8](repeating: 0x61, count: $0) }
    var numbers: [Int] = []
    for text in texts {
      numbers.append(text.withUnsafeBufferPointer { table.look(up: $0).spelling })
    }
    #expect(Set(numbers).count == texts.count)
    for (text, number) in zip(texts, numbers) {
      #expect(text.withUnsafeBufferPointer { table.look(up: $0).spelling } == number)
    }
  }
}
