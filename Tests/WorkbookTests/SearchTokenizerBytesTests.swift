import Testing

@testable import WorkbookBase
@testable import WorkbookSite

/// The tokenizer reads bytes, ASCII words without decoding a scalar: on generated text of every
/// kind of piece (ASCII of each class, letters and marks beyond ASCII, Han and kana, digits of
/// other scripts, emoji, white space of every sort), it must give the terms, in order and of
/// the same kind, that a reading of the text one Unicode scalar at a time gives.
@Suite struct SearchTokenizerBytesTests {
  /// The terms of `text` read a scalar at a time: words are runs of letters, marks, digits and
  /// `_`; a word's Han and kana give their pairs (``HanBigrams``) and each other part of it is
  /// lowercased whole (full mappings), then split at its humps when it has several.
  static func reference(_ text: String) -> [(String, SearchTokenizer.Kind)] {
    func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
      if scalar == "_" { return true }
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber,
        .otherNumber:
        return true
      default: return false
      }
    }
    func lowercased(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
      scalars.map { $0.properties.lowercaseMapping }.joined()
    }
    func humps(of word: [Unicode.Scalar]) -> [Range<Int>] {
      var humps: [Range<Int>] = []
      var start = 0
      for index in word.indices {
        let scalar = word[index]
        if scalar == "_" {
          if start < index { humps.append(start..<index) }
          start = index + 1
          continue
        }
        guard index > start, scalar.properties.isUppercase,
          let previous = word[start..<index].letter(before: index)
        else { continue }
        let nextIsLower = index + 1 < word.count && word[index + 1].properties.isLowercase
        if previous.properties.isLowercase || previous.properties.numericType != nil
          || (previous.properties.isUppercase && nextIsLower)
        {
          humps.append(start..<index)
          start = index
        }
      }
      if start < word.count { humps.append(start..<word.count) }
      return humps
    }
    var terms: [(String, SearchTokenizer.Kind)] = []
    func other(_ part: [Unicode.Scalar]) {
      guard part.count >= 2 else { return }
      let humps = humps(of: part)
      terms.append((lowercased(part[...]), humps.count > 1 ? .name : .word))
      guard humps.count > 1 else { return }
      for hump in humps where hump.count >= 2 { terms.append((lowercased(part[hump]), .word)) }
    }
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      guard isWordScalar(scalars[index]) else {
        index += 1
        continue
      }
      var end = index
      while end < scalars.count, isWordScalar(scalars[end]) { end += 1 }
      // Han and kana pairs, and the other runs, found a scalar at a time (not by
      // ``HanBigrams/split``, whose byte shortcuts this reading checks): a run changes at a
      // scalar whose Han-ness differs from the run's, unless it is a mark, which stays in its run.
      let word = Array(scalars[index..<end])
      var runStart = 0
      var runIsHan = HanBigrams.isHanOrKana(word[0])
      var previous: Int?
      for (offset, scalar) in word.enumerated() {
        let isHan = HanBigrams.isHanOrKana(scalar)
        let isMark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(
          scalar.properties.generalCategory)
        if offset > 0, isHan != runIsHan, !isMark {
          if !runIsHan { other(Array(word[runStart..<offset])) }
          runStart = offset
          runIsHan = isHan
          previous = nil
        }
        if runIsHan {
          if let first = previous {
            terms.append((String(String.UnicodeScalarView(word[first...offset])), .word))
          }
          previous = offset
        }
      }
      if !runIsHan { other(Array(word[runStart...])) }
      index = end
    }
    return terms
  }

  /// Pieces of every class the byte reading tells apart.
  static let pieces: [String] = [
    "a", "q", "z", "A", "Q", "Z", "_", "0", "9", " ", ".", "-", "(", ":", "@", "[", "`", "{",
    "\t", "\n", "\r\n", "\u{7F}", "\u{1}", "\"", "\\", "é", "e\u{301}", "É", "\u{301}", "ß", "İ",
    "Σ", "ς", "Ж",
    "ǅ", "Ⅻ", "٣", "²", "ʰ", "观", "察", "\u{4DFF}", "\u{4E00}", "\u{4FFF}", "\u{5000}", "\u{9FFF}",
    "\u{A000}", "\u{A4D0}", "\u{A722}", "\u{A723}", "\u{AFFF}", "\u{4DC0}", "キ", "ー", "々",
    "か\u{3099}", "ｶ", "𝐀", "𠀀", "😀",
    "—", "\u{A0}", "\u{2028}", "・", "，", "KVO", "Controller", "isA", "ID", "x2Y",
  ]

  /// `SearchIndex.script()` writes a term between quotes as it is: no term of any text holds
  /// what a JSON string escapes.
  @Test func termsNeedNoEscaping() {
    for first in Self.pieces {
      for second in Self.pieces {
        for term in SearchTokenizer.terms(in: "x" + first + "x" + second + "x" + first) {
          var output: [UInt8] = []
          JSONText.string(term, into: &output)
          #expect(output == Array("\"\(term)\"".utf8), "\(Array(term.unicodeScalars))")
        }
      }
    }
  }

  /// Each scalar of the blocks of punctuation decided without Unicode properties, and of
  /// their neighbours, parts words or joins them as its properties say (twice, so that Han and
  /// kana make a pair).
  @Test func punctuationPartsWordsAsItsPropertiesSay() {
    let values = Array(0x1FF0...0x2080) + Array(0x2FF0...0x3040) + Array(0xFEF0...0xFF70)
    for scalar in values.compactMap(Unicode.Scalar.init) {
      let text = "ab" + String(scalar) + String(scalar) + "cd"
      Self.expectTermsOfTheReference(text, "U+\(String(scalar.value, radix: 16))")
    }
  }

  /// Expects the tokenizer to give `text` the terms and kinds ``reference(_:)`` gives it.
  static func expectTermsOfTheReference(_ text: String, _ comment: Comment) {
    var terms: [(String, SearchTokenizer.Kind)] = []
    SearchTokenizer.forEachTerm(in: text) {
      terms.append((String(decoding: $0, as: UTF8.self), $1))
    }
    let expected = reference(text)
    #expect(
      terms.map { Array($0.0.utf8) } == expected.map { Array($0.0.utf8) }
        && terms.map(\.1) == expected.map(\.1), comment)
  }

  @Test func readsBytesAsTheScalarsWouldBeRead() {
    var random = SeededNumbers(seed: 0x2545_F491_4F6C_DD1D)
    var texts = Self.pieces
    for first in Self.pieces {
      for second in Self.pieces { texts.append(first + second) }
    }
    for _ in 0..<4000 {
      texts.append(
        (0..<(1 + random.next(14))).map { _ in Self.pieces[random.next(Self.pieces.count)] }
          .joined())
    }
    for text in texts {
      Self.expectTermsOfTheReference(text, "\(Array(text.unicodeScalars))")
    }
  }
}
