/// Splits text into search terms. An identifier is kept whole and also split at its camel-case
/// humps and underscores, so `KVOController` is found by `kvocontroller`, `kvo` and `controller`,
/// and `observeValue(forKeyPath:)` by `observevalue`, `observe` and `value`.
public enum SearchTokenizer {
  public static func terms(in text: String) -> [String] {
    var terms: [String] = []
    var word: [Character] = []
    func flush() {
      defer { word.removeAll(keepingCapacity: true) }
      guard word.count >= 2 else { return }
      let whole = String(word).lowercased()
      terms.append(whole)
      let parts = humps(word)
      if parts.count > 1 { terms += parts.filter { $0.count >= 2 }.map { $0.lowercased() } }
    }
    for character in text {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        flush()
      }
    }
    flush()
    return terms
  }

  /// `KVOController` → `KVO`, `Controller`; `observeValue` → `observe`, `Value`; `a_b` → `a`, `b`.
  static func humps(_ word: [Character]) -> [String] {
    var parts: [String] = []
    var current = ""
    for (index, character) in word.enumerated() {
      if character == "_" {
        if !current.isEmpty { parts.append(current) }
        current = ""
        continue
      }
      if character.isUppercase, !current.isEmpty {
        let previous = word[index - 1]
        let next = index + 1 < word.count ? word[index + 1] : nil
        if previous.isLowercase || previous.isNumber
          || (previous.isUppercase && next?.isLowercase == true)
        {
          parts.append(current)
          current = ""
        }
      }
      current.append(character)
    }
    if !current.isEmpty { parts.append(current) }
    return parts
  }
}
