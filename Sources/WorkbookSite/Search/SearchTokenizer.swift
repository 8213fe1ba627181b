import WorkbookBase

/// Splits text into search terms. An identifier is kept whole and also split at its camel-case
/// humps and underscores, so `KVOController` is found by `kvocontroller`, `kvo` and `controller`,
/// and `observeValue(forKeyPath:)` by `observevalue`, `observe` and `value`.
///
/// One implementation, on Unicode scalars, for every script: a word is a run of letters, marks
/// and digits of any script and underscores (`[\p{L}\p{M}\p{N}_]` in `site/theme/search.js`,
/// which splits queries the same way), so a decomposed `é` stays inside its word. Han and kana,
/// written without spaces between words, are taken as character pairs (``HanBigrams``).
public enum SearchTokenizer {
  /// What a term is, which decides how a query may reach it.
  public enum Kind: Sendable {
    /// A word of its own, or one hump of an identifier: a query may name it by its start, so
    /// `swizz` finds `swizzling`.
    case word
    /// A whole identifier of several humps (`isActive`, `will_change`): a query names it whole,
    /// so `isa` does not find `isactive`.
    case name
  }

  public static func terms(in text: String) -> [String] {
    var terms: [String] = []
    forEachTerm(in: text) { term, _ in terms.append(String(decoding: term, as: UTF8.self)) }
    return terms
  }

  /// Calls `body` with each term of `text`, in the order ``terms(in:)`` lists them: each word of
  /// two scalars or more, then its humps of two scalars or more if it has several; a word's Han
  /// and kana give their character pairs instead (``HanBigrams``), and the rest of the word is
  /// a word of its own. Each term comes as its UTF-8 bytes, lowercased, valid only during the
  /// call: the index makes a string of a term only the first time it meets it.
  static func forEachTerm(in text: String, _ body: (UnsafeBufferPointer<UInt8>, Kind) -> Void) {
    var humps: [Range<Int>] = []
    var bytes: [UInt8] = []
    var scratch: [UInt8] = []
    var scalars: [Unicode.Scalar] = []
    var text = text
    text.withUTF8 { utf8 in
      forEachWord(in: utf8) { word, isASCII, isLowercase in
        if isASCII {
          asciiTerms(of: word, isLowercase: isLowercase, scratch: &scratch, body)
          return
        }
        HanBigrams.split(
          word,
          other: { part in
            if part.allSatisfy({ $0 < 0x80 }) {
              let isLowercase = !part.contains { $0.isASCIIUppercase || $0 == UInt8(ascii: "_") }
              asciiTerms(of: part, isLowercase: isLowercase, scratch: &scratch, body)
              return
            }
            scalars.removeAll(keepingCapacity: true)
            Unicode.UTF8.decode(part, into: &scalars)
            guard scalars.count >= 2 else { return }
            findHumps(of: scalars[...], into: &humps)
            lowercased(scalars[...], using: &bytes) { body($0, humps.count > 1 ? .name : .word) }
            guard humps.count > 1 else { return }
            for hump in humps where hump.count >= 2 {
              lowercased(scalars[hump], using: &bytes) { body($0, .word) }
            }
          },
          pair: { body($0, .word) })
      }
    }
  }

  /// Calls `body` with the UTF-8 bytes of each word of `text`, whether they are all ASCII
  /// (nearly every word of a book), which ``asciiTerms(of:isLowercase:scratch:_:)`` splits
  /// without decoding a scalar, and whether they are ASCII with no capital and no underscore
  /// (most words of prose): one lowercase hump, its own term. A run of lowercase letters and
  /// digits, most of a word, is crossed by a loop of its own.
  private static func forEachWord(
    in text: UnsafeBufferPointer<UInt8>,
    _ body: (UnsafeBufferPointer<UInt8>, _ isASCII: Bool, _ isLowercase: Bool) -> Void
  ) {
    let count = text.count
    var index = 0
    while index < count {
      // Outside a word: the next byte starts one, or is passed over.
      let byte = text[index]
      if byte < 0x80 {
        guard byte.isASCIIWordByte else {
          index += 1
          continue
        }
      } else {
        let length = Unicode.UTF8.length(startingWith: byte)
        guard isWordScalar(Unicode.UTF8.scalar(in: text, at: index, length: length)) else {
          index += length
          continue
        }
      }
      let start = index
      var isASCII = true
      var isLowercase = true
      while index < count {
        let byte = text[index]
        if byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 {
          index += 1
        } else if byte &- UInt8(ascii: "A") < 26 || byte == UInt8(ascii: "_") {
          isLowercase = false
          index += 1
        } else if byte < 0x80 {
          break
        } else {
          // Most of a Chinese text: a Han ideograph from U+5000 to U+9FFF, a word scalar
          // known by its first byte.
          let isCommonHan = HanBigrams.startsCommonHan(byte)
          let length = isCommonHan ? 3 : Unicode.UTF8.length(startingWith: byte)
          guard
            isCommonHan || isWordScalar(Unicode.UTF8.scalar(in: text, at: index, length: length))
          else { break }
          isASCII = false
          isLowercase = false
          index += length
        }
      }
      body(UnsafeBufferPointer(rebasing: text[start..<index]), isASCII, isLowercase)
    }
  }

  /// The terms of an ASCII word, as the scalar path finds them: the word lowercased, then its
  /// humps of two letters or more when it has several. A word `isLowercase` (no capital, no
  /// underscore: most words of prose) is one lowercase hump, its own term. The word is
  /// lowercased once, in `scratch`, and its humps are read from there.
  private static func asciiTerms(
    of word: UnsafeBufferPointer<UInt8>, isLowercase: Bool, scratch: inout [UInt8],
    _ body: (UnsafeBufferPointer<UInt8>, Kind) -> Void
  ) {
    guard word.count >= 2 else { return }
    guard !isLowercase else { return body(word, .word) }
    if scratch.count < word.count { scratch = [UInt8](repeating: 0, count: word.count) }
    scratch.withUnsafeMutableBufferPointer { lowered in
      var humps = 0
      forEachHump(of: word) { _ in humps += 1 }
      for index in 0..<word.count {
        let byte = word[index]
        lowered[index] = byte &- UInt8(ascii: "A") < 26 ? byte + 0x20 : byte
      }
      let whole = UnsafeBufferPointer(rebasing: lowered[0..<word.count])
      body(whole, humps > 1 ? .name : .word)
      guard humps > 1 else { return }
      forEachHump(of: word) { hump in
        if hump.count >= 2 { body(UnsafeBufferPointer(rebasing: whole[hump]), .word) }
      }
    }
  }

  /// Calls `body` with where ASCII `word` splits at its humps, in order, as
  /// ``findHumps(of:into:)`` splits scalars (`KVOController` → `KVO`, `Controller`).
  private static func forEachHump(
    of word: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void
  ) {
    var start = 0
    for index in 0..<word.count {
      let byte = word[index]
      if byte == UInt8(ascii: "_") {
        if start < index { body(start..<index) }
        start = index + 1
        continue
      }
      guard index > start, byte.isASCIIUppercase else { continue }
      let previous = word[index - 1]
      let nextIsLower = index + 1 < word.count && word[index + 1].isASCIILowercase
      if previous.isASCIILowercase || previous.isASCIIDigit
        || (previous.isASCIIUppercase && nextIsLower)
      {
        body(start..<index)
        start = index
      }
    }
    if start < word.count { body(start..<word.count) }
  }

  /// Where `word` splits at its humps (`KVOController` → `KVO`, `Controller`; `observeValue` →
  /// `observe`, `Value`; `a_b` → `a`, `b`): the ranges replace `humps`.
  private static func findHumps(
    of word: ArraySlice<Unicode.Scalar>, into humps: inout [Range<Int>]
  ) {
    humps.removeAll(keepingCapacity: true)
    var start = word.startIndex
    for index in word.indices {
      let scalar = word[index]
      if scalar == "_" {
        if start < index { humps.append(start..<index) }
        start = index + 1
        continue
      }
      guard index > start, scalar.isUppercaseLetter,
        let previous = word[start..<index].letter(before: index)
      else { continue }
      let nextIsLower = index + 1 < word.endIndex && word[index + 1].isLowercaseLetter
      if previous.isLowercaseLetter || previous.isDigitOfAnyScript
        || (previous.isUppercaseLetter && nextIsLower)
      {
        humps.append(start..<index)
        start = index
      }
    }
    if start < word.endIndex { humps.append(start..<word.endIndex) }
  }

  /// A letter, mark or digit of any script, or `_`. ASCII, nearly every scalar of a book, is
  /// decided without looking up Unicode properties, and so are the punctuation of prose
  /// (General Punctuation: quotes, dashes, the ellipsis) and of Chinese and Japanese (the
  /// ideographic comma and full stop, the brackets, the fullwidth comma, colon, semicolon,
  /// parentheses and question mark), in which no scalar is a letter, mark or digit.
  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: return true
    case ..<0x80: return false
    case let value where isCaselessLetter(value): return true
    case 0x2000...0x206F, 0x3000...0x3004, 0x3008...0x3020, 0xFF01...0xFF0F, 0xFF1A...0xFF20:
      return false
    default:
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber,
        .otherNumber:
        return true
      default: return false
      }
    }
  }

  /// Han ideographs, hiragana and katakana letters (not the kana's marks and punctuation):
  /// letters without case, decided by range since most of a Chinese or Japanese book is them.
  private static func isCaselessLetter(_ value: UInt32) -> Bool {
    switch value {
    case 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF:
      return true
    default:
      return false
    }
  }

  /// Calls `body` with the scalars lowercased (with full mappings: `İ` becomes `i̇`) as UTF-8
  /// bytes, written in `bytes`, scratch space kept between terms to spare an allocation each.
  private static func lowercased(
    _ scalars: ArraySlice<Unicode.Scalar>, using bytes: inout [UInt8],
    _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    bytes.removeAll(keepingCapacity: true)
    for scalar in scalars {
      if scalar.isASCII {
        let byte = UInt8(scalar.value)
        bytes.append(scalar.isUppercaseLetter ? byte + 0x20 : byte)
      } else if isCaselessLetter(scalar.value) {
        bytes.append(contentsOf: UTF8.encode(scalar)!)
      } else {
        bytes.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
      }
    }
    bytes.withUnsafeBufferPointer(body)
  }

}
