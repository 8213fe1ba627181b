/// The name a reader sees for a test: its `@Test("…")` display name when it has one, otherwise
/// its function name split into words, `nilTravelsAsNSNull` becoming "Nil travels as NSNull".
enum TestTitle {
  static func of(_ test: TestDefinition) -> String {
    test.displayName ?? words(test.name)
  }

  /// Capital runs that are words of their own when another word follows them directly:
  /// `aTarget` is fine, but `noTrampolineWithoutATarget` needs the `A` split from `Target`.
  /// Runs not listed (`NSNull`, `FBKVOController`) are names and stay whole.
  static let separableCapitals: Set<String> = [
    "A", "I", "KVO", "KVC", "RAC", "API", "ID", "UI", "URL", "JSON", "HTML",
  ]

  /// Splits a lower-camel-case name at each lowercase-to-uppercase step, at digits, and after a
  /// ``separableCapitals`` run. A word with more than one capital (`NSNull`, `KVOController`) is
  /// kept as written; any other word after the first is lowercased; the first word is
  /// capitalised.
  static func words(_ name: String) -> String {
    var words: [String] = []
    var current = ""
    for character in name {
      if character == "_" {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      if let previous = current.last,
        (previous.isLowercase && character.isUppercase) || previous.isNumber != character.isNumber
      {
        words.append(current)
        current = ""
      } else if character.isLowercase, current.count >= 2, current.allSatisfy(\.isUppercase),
        separableCapitals.contains(String(current.dropLast()))
      {
        // `ATarget`, `KVOHolds`: the run's last capital starts the next word.
        words.append(String(current.dropLast()))
        current = String(current.last!)
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    let shaped = words.enumerated().map { index, word -> String in
      let capitals = word.filter(\.isUppercase).count
      if capitals > 1 { return word }
      return index == 0 ? word.prefix(1).uppercased() + word.dropFirst() : word.lowercased()
    }
    return shaped.joined(separator: " ")
  }
}
