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

  /// Calls `other` with each run of `word` that is not Han or kana, and `pair` with each pair
  /// of neighbouring Han or kana characters, in order; a lone Han or kana character between
  /// other letters gives nothing (a query of one character finds nothing either).
  static func split(
    _ word: [Unicode.Scalar], other: (ArraySlice<Unicode.Scalar>) -> Void,
    pair: (ArraySlice<Unicode.Scalar>) -> Void
  ) {
    var start = word.startIndex
    while start < word.endIndex {
      let isHan = isHanOrKana(word[start])
      var end = start + 1
      while end < word.endIndex, isHanOrKana(word[end]) == isHan || word[end].isMark { end += 1 }
      if isHan {
        for first in start..<max(start, end - 1) { pair(word[first...first + 1]) }
      } else {
        other(word[start..<end])
      }
      start = end
    }
  }
}
