/// Splits text into search terms. An identifier is kept whole and also split at its camel-case
/// humps and underscores, so `KVOController` is found by `kvocontroller`, `kvo` and `controller`,
/// and `observeValue(forKeyPath:)` by `observevalue`, `observe` and `value`.
public enum SearchTokenizer {
  public static func terms(in text: String) -> [String] {
    var terms: [String] = []
    var word: [Unicode.Scalar] = []
    func flush() {
      defer { word.removeAll(keepingCapacity: true) }
      guard word.count >= 2 else { return }
      terms.append(lowercased(word[...]))
      let parts = humps(word)
      if parts.count > 1 { terms += parts.filter { $0.count >= 2 }.map { lowercased($0) } }
    }
    var text = text
    text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte < 0x80 {
          if isWordScalar(Unicode.Scalar(byte)) {
            word.append(Unicode.Scalar(byte))
          } else {
            flush()
          }
          index += 1
          continue
        }
        let end = min(index + (byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2), bytes.count)
        let scalar = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self
        )
        .unicodeScalars.first
        if let scalar, isWordScalar(scalar) {
          word.append(scalar)
        } else {
          flush()
        }
        index = end
      }
    }
    flush()
    return terms
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      let value = scalar.value
      return (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A)
        || (value >= 0x61 && value <= 0x7A) || value == 0x5F
    }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  private static func isUpper(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? (scalar.value >= 0x41 && scalar.value <= 0x5A) : scalar.properties.isUppercase
  }

  private static func isLower(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? (scalar.value >= 0x61 && scalar.value <= 0x7A) : scalar.properties.isLowercase
  }

  private static func lowercased(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    if scalars.allSatisfy(\.isASCII) {
      return String(
        decoding: scalars.map { UInt8(isUpper($0) ? $0.value + 0x20 : $0.value) }, as: UTF8.self)
    }
    var result = String.UnicodeScalarView()
    for scalar in scalars {
      result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
    }
    return String(result)
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
