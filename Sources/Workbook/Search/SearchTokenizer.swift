/// Splits text into search terms. An identifier is kept whole and also split at its camel-case
/// humps and underscores, so `KVOController` is found by `kvocontroller`, `kvo` and `controller`,
/// and `observeValue(forKeyPath:)` by `observevalue`, `observe` and `value`.
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
    forEachTerm(in: text) { term, _ in terms.append(term) }
    return terms
  }

  /// Calls `body` with each term of `text`, in the order ``terms(in:)`` lists them.
  ///
  /// Words are found on the UTF-8 bytes. An all-ASCII word, nearly every word of the book, is
  /// lowercased and split at its humps on its bytes; any other word goes through its Unicode
  /// scalars and their properties.
  static func forEachTerm(in text: String, _ body: (String, Kind) -> Void) {
    var text = text
    text.withUTF8 { bytes in
      var parts: [Range<Int>] = []
      var start = 0
      var isASCII = true
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        let length =
          byte < 0x80 ? 1 : min(byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2, bytes.count - index)
        let isWord =
          byte < 0x80
          ? byte.isASCIIWordByte : isWordScalar(scalar(in: bytes, at: index, length: length))
        if !isWord {
          emit(bytes, start..<index, isASCII: isASCII, parts: &parts, body)
          start = index + length
          isASCII = true
        } else if byte >= 0x80 {
          isASCII = false
        }
        index += length
      }
      emit(bytes, start..<bytes.count, isASCII: isASCII, parts: &parts, body)
    }
  }

  /// Hands the terms of the word at `word` to `body`: the word, then its humps if it has several.
  /// `parts` is scratch space, kept between words to spare an allocation each.
  private static func emit(
    _ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>, isASCII: Bool,
    parts: inout [Range<Int>], _ body: (String, Kind) -> Void
  ) {
    guard isASCII else {
      let scalars = Array(
        String(decoding: UnsafeBufferPointer(rebasing: bytes[word]), as: UTF8.self).unicodeScalars)
      guard scalars.count >= 2 else { return }
      let humps = humps(scalars)
      body(lowercased(scalars[...]), humps.count > 1 ? .name : .word)
      if humps.count > 1 { humps.filter { $0.count >= 2 }.forEach { body(lowercased($0), .word) } }
      return
    }
    guard word.count >= 2 else { return }
    asciiHumps(bytes, word, into: &parts)
    body(lowercasedASCII(bytes, word), parts.count > 1 ? .name : .word)
    if parts.count > 1 {
      for part in parts where part.count >= 2 { body(lowercasedASCII(bytes, part), .word) }
    }
  }

  /// The scalar whose `length` UTF-8 bytes start at `index` (the text is valid UTF-8).
  private static func scalar(
    in bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int
  ) -> Unicode.Scalar? {
    var value = UInt32(bytes[index] & (0xFF >> (length + 1)))
    for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
    return Unicode.Scalar(value)
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    if scalar.isASCII { return UInt8(scalar.value).isASCIIWordByte }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  private static func isUpper(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? (scalar.value >= 0x41 && scalar.value <= 0x5A) : scalar.properties.isUppercase
  }

  private static func isLower(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? (scalar.value >= 0x61 && scalar.value <= 0x7A) : scalar.properties.isLowercase
  }

  private static func lowercasedASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> String
  {
    String(unsafeUninitializedCapacity: range.count) { buffer in
      for (offset, byte) in bytes[range].enumerated() {
        buffer[offset] = byte.isASCIIUppercase ? byte + 0x20 : byte
      }
      return range.count
    }
  }

  private static func lowercased(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var result = String.UnicodeScalarView()
    for scalar in scalars {
      result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
    }
    return String(result)
  }

  /// ``humps(_:)`` for an all-ASCII word, on its bytes: the parts' ranges replace `parts`.
  private static func asciiHumps(
    _ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>, into parts: inout [Range<Int>]
  ) {
    parts.removeAll(keepingCapacity: true)
    var start = word.lowerBound
    for index in word {
      let byte = bytes[index]
      if byte == UInt8(ascii: "_") {
        if start < index { parts.append(start..<index) }
        start = index + 1
        continue
      }
      guard index > start, byte.isASCIIUppercase else { continue }
      let previous = bytes[index - 1]
      let nextIsLower = index + 1 < word.upperBound && bytes[index + 1].isASCIILowercase
      if previous.isASCIILowercase || previous.isASCIIDigit
        || (previous.isASCIIUppercase && nextIsLower)
      {
        parts.append(start..<index)
        start = index
      }
    }
    if start < word.upperBound { parts.append(start..<word.upperBound) }
  }

  /// `KVOController` → `KVO`, `Controller`; `observeValue` → `observe`, `Value`; `a_b` → `a`, `b`.
  static func humps(_ word: [Unicode.Scalar]) -> [ArraySlice<Unicode.Scalar>] {
    var parts: [ArraySlice<Unicode.Scalar>] = []
    var start = 0
    for index in word.indices {
      let scalar = word[index]
      if scalar == "_" {
        if start < index { parts.append(word[start..<index]) }
        start = index + 1
        continue
      }
      guard index > start, isUpper(scalar) else { continue }
      let previous = word[index - 1]
      let nextIsLower = index + 1 < word.count && isLower(word[index + 1])
      if isLower(previous) || previous.properties.numericType != nil
        || (isUpper(previous) && nextIsLower)
      {
        parts.append(word[start..<index])
        start = index
      }
    }
    if start < word.count { parts.append(word[start...]) }
    return parts
  }
}

extension UInt8 {
  fileprivate var isASCIILowercase: Bool { self >= 0x61 && self <= 0x7A }
}
