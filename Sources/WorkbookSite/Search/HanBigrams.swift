import WorkbookBase

/// Han and kana text, which puts no space between words, as search terms: each run of Han or
/// kana characters is indexed and queried as its overlapping pairs of characters (character
/// bigrams: `观察者` → `观察`, `察者`), so a word from the middle of a sentence is found with no
/// dictionary. `site/theme/search.js` splits queries by the same ranges.
enum HanBigrams {
  /// Han ideographs (with 々, 〆, 〇), hiragana and katakana, by code point: the same ranges as
  /// `isHanOrKana` in `search.js`.
  static func isHanOrKana(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3005...0x3007, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3134F:
      return true
    default:
      return false
    }
  }

  /// Whether `byte` starts the UTF-8 of a Han ideograph from U+5000 to U+9FFF (0xE5 to 0xE9,
  /// three bytes), most of a Chinese text: Han or kana, known without decoding the scalar.
  @inline(__always) static func startsCommonHan(_ byte: UInt8) -> Bool {
    byte &- 0xE5 < 5
  }

  /// Calls `other` with the UTF-8 bytes of each run of `word` that is not Han or kana, and
  /// `pair` with those of each pair of neighbouring Han or kana characters, in order; a
  /// combining mark stays in the run before it, and a lone Han or kana character between other
  /// letters gives nothing (a query of one character finds nothing either). A pair is its own
  /// term as it stands: Han, kana and combining marks have no lowercase of their own.
  static func split(
    _ word: UnsafeBufferPointer<UInt8>, other: (UnsafeBufferPointer<UInt8>) -> Void,
    pair: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    var runStart = 0
    var runIsHan = false
    // Where the run's previous character starts, once the run is Han or kana.
    var previous: Int?
    var index = 0
    while index < word.count {
      let byte = word[index]
      let isCommonHan = startsCommonHan(byte)
      let length = isCommonHan ? 3 : Unicode.UTF8.length(startingWith: byte)
      // Decoded only when the first byte does not tell.
      var scalar: Unicode.Scalar {
        length == 1
          ? Unicode.Scalar(byte) : Unicode.UTF8.scalar(in: word, at: index, length: length)
      }
      let isHan = isCommonHan || isHanOrKana(scalar)
      if index == 0 {
        runIsHan = isHan
      } else if isHan != runIsHan, isCommonHan || !scalar.isMark {
        if !runIsHan { other(UnsafeBufferPointer(rebasing: word[runStart..<index])) }
        runStart = index
        runIsHan = isHan
        previous = nil
      }
      if runIsHan {
        if let first = previous {
          pair(UnsafeBufferPointer(rebasing: word[first..<index + length]))
        }
        previous = index
      }
      index += length
    }
    if !runIsHan, runStart < word.count {
      other(UnsafeBufferPointer(rebasing: word[runStart...]))
    }
  }
}
