/// The name a reader sees for a test: its `@Test("…")` display name when it has one, otherwise
/// its function name split into words, `nilTravelsAsNSNull` becoming "Nil travels as NSNull".
enum TestTitle {
  static func of(_ test: TestDefinition) -> String {
    test.displayName ?? words(test.name)
  }

  /// Splits a lower-camel-case name at each lowercase-to-uppercase step and at digits. A word
  /// with more than one capital (`NSNull`, `KVOController`) is kept as written; any other word
  /// after the first is lowercased; the first word is capitalised.
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
