import WorkbookBase

/// The name a reader sees for a test: its `@Test("…")` display name when it has one, otherwise
/// its function name split into words, `nilTravelsAsNSNull` becoming "Nil travels as NSNull";
/// an XCTest method's name without the `test` that XCTest requires, `testHelpWithHidden` becoming
/// "Help with hidden".
public enum TestTitle {
  public static func of(_ test: TestDefinition) -> String {
    if let displayName = test.displayName { return displayName }
    guard test.framework == .xcTest else { return words(test.name) }
    let rest = test.name.dropFirst("test".count).drop { $0 == "_" }
    return rest.isEmpty ? words(test.name) : words(String(rest))
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
  /// capitalised. Read scalar by scalar: a name is an identifier, not prose.
  static func words(_ name: String) -> String {
    let scalars = Array(name.unicodeScalars)
    var words: [ArraySlice<Unicode.Scalar>] = []
    var start = 0
    for index in scalars.indices {
      let scalar = scalars[index]
      if scalar == "_" {
        if start < index { words.append(scalars[start..<index]) }
        start = index + 1
        continue
      }
      guard index > start, !scalar.isMark,
        let previous = scalars[start..<index].letter(before: index)
      else { continue }
      let word = scalars[start..<index]
      if (previous.isLowercaseLetter && scalar.isUppercaseLetter)
        || previous.isDigitOfAnyScript != scalar.isDigitOfAnyScript
      {
        words.append(word)
        start = index
      } else if scalar.isLowercaseLetter, word.count >= 2, word.allSatisfy(\.isUppercaseLetter),
        separableCapitals.contains(Self.text(of: word.dropLast()))
      {
        // `ATarget`, `KVOHolds`: the run's last capital starts the next word.
        words.append(word.dropLast())
        start = index - 1
      }
    }
    if start < scalars.count { words.append(scalars[start...]) }
    let shaped = words.enumerated().map { index, word -> String in
      let text = Self.text(of: word)
      if word.filter(\.isUppercaseLetter).count > 1 { return text }
      return index == 0 ? text.prefix(1).uppercased() + text.dropFirst() : text.lowercased()
    }
    return shaped.joined(separator: " ")
  }

  /// The scalars as a string, through their UTF-8 bytes: much cheaper than appending them to a
  /// string one by one.
  private static func text(of scalars: ArraySlice<Unicode.Scalar>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(scalars.count)
    for scalar in scalars {
      if scalar.isASCII {
        bytes.append(UInt8(scalar.value))
      } else {
        bytes.append(contentsOf: UTF8.encode(scalar)!)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
