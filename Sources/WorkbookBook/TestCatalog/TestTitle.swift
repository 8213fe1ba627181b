import WorkbookBase

/// The name a reader sees for a test: its `@Test("…")` display name when it has one, otherwise
/// its function name split into words, `nilTravelsAsNSNull` becoming "Nil travels as NSNull";
/// an XCTest method's name without the `test` that XCTest requires, `testHelpWithHidden` becoming
/// "Help with hidden".
///
/// ``TestDefinition`` works its title out once, when it is made: see ``TestDefinition/title``.
enum TestTitle {
  /// The title of the test function `name` of `framework`, given `@Test(displayName)` or not.
  static func of(
    name: String, displayName: String?, framework: TestDefinition.Framework
  ) -> String {
    if let displayName { return displayName }
    guard framework == .xcTest else { return words(name) }
    let rest = name.dropFirst("test".count).drop { $0 == "_" }
    return rest.isEmpty ? words(name) : words(String(rest))
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
  /// capitalised. Read scalar by scalar: a name is an identifier, not prose. Each word is
  /// written into the title's UTF-8 bytes as soon as it is found.
  static func words(_ name: String) -> String {
    var name = name
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(name.utf8.count)
    name.withUTF8 { Unicode.UTF8.decode($0, into: &scalars) }
    var title: [UInt8] = []
    title.reserveCapacity(name.utf8.count * 2)
    var written = 0
    func write(_ word: Range<Int>) {
      if written > 0 { title.append(UInt8(ascii: " ")) }
      shape(scalars[word], first: written == 0, into: &title)
      written += 1
    }
    // The word so far is `start..<index`: its last scalar that is not a mark (the letter a
    // decomposed character is built on, which decides case at a camel-case hump), and whether
    // every scalar of it is a capital.
    var start = 0
    var previous: Unicode.Scalar?
    var allCapitals = true
    for index in scalars.indices {
      let scalar = scalars[index]
      if scalar == "_" {
        if start < index { write(start..<index) }
        start = index + 1
        previous = nil
        allCapitals = true
        continue
      }
      if index > start, !scalar.isMark, let previous {
        if (previous.isLowercaseLetter && scalar.isUppercaseLetter)
          || previous.isDigitOfAnyScript != scalar.isDigitOfAnyScript
        {
          write(start..<index)
          start = index
          allCapitals = true
        } else if scalar.isLowercaseLetter, index - start >= 2, allCapitals,
          separableCapitals.contains(Self.text(of: scalars[start..<index - 1]))
        {
          // `ATarget`, `KVOHolds`: the run's last capital starts the next word.
          write(start..<index - 1)
          start = index - 1
        }
      }
      if !scalar.isMark { previous = scalar }
      allCapitals = allCapitals && scalar.isUppercaseLetter
    }
    if start < scalars.count { write(start..<scalars.count) }
    return String(decoding: title, as: UTF8.self)
  }

  /// Appends `word` as the title shows it: as written when it has more than one capital, else
  /// capitalised if it is the first word and lowercased if not. ASCII is cased on its bytes,
  /// as `uppercased()` and `lowercased()` case it; a word that needs Unicode's case mappings
  /// goes through them.
  private static func shape(
    _ word: ArraySlice<Unicode.Scalar>, first: Bool, into title: inout [UInt8]
  ) {
    var capitals = 0
    var isASCII = true
    for scalar in word {
      if scalar.isUppercaseLetter { capitals += 1 }
      if !scalar.isASCII { isASCII = false }
    }
    if capitals > 1 {
      appendUTF8(of: word, to: &title)
    } else if first {
      let second = word.index(after: word.startIndex)
      // An ASCII scalar followed by another, or by nothing, is a character of its own (or half
      // of `\r\n`, which no case changes).
      if word[word.startIndex].isASCII, second == word.endIndex || word[second].isASCII {
        let byte = UInt8(word[word.startIndex].value)
        title.append(byte.isASCIILowercase ? byte - 0x20 : byte)
        appendUTF8(of: word[second...], to: &title)
      } else {
        let text = Self.text(of: word)
        title += (text.prefix(1).uppercased() + text.dropFirst()).utf8
      }
    } else if isASCII {
      for scalar in word {
        let byte = UInt8(scalar.value)
        title.append(byte.isASCIIUppercase ? byte + 0x20 : byte)
      }
    } else {
      title += Self.text(of: word).lowercased().utf8
    }
  }

  /// Appends the scalars' UTF-8 bytes.
  private static func appendUTF8(
    of scalars: ArraySlice<Unicode.Scalar>, to bytes: inout [UInt8]
  ) {
    for scalar in scalars {
      if scalar.isASCII {
        bytes.append(UInt8(scalar.value))
      } else {
        bytes.append(contentsOf: UTF8.encode(scalar)!)
      }
    }
  }

  /// The scalars as a string, through their UTF-8 bytes: much cheaper than appending them to a
  /// string one by one.
  private static func text(of scalars: ArraySlice<Unicode.Scalar>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(scalars.count)
    appendUTF8(of: scalars, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
