import Testing

@testable import WorkbookBase
@testable import WorkbookBook

/// A test's title, written word by word into bytes and cased on ASCII bytes, reads as the
/// plain reading does: the words gathered first, then each cased by `String`'s own
/// `uppercased()` and `lowercased()`.
@Suite struct TestTitleTests {
  /// The title read plainly, as ``TestTitle`` first did.
  static func plainWords(_ name: String) -> String {
    let scalars = Array(name.unicodeScalars)
    func text(_ word: ArraySlice<Unicode.Scalar>) -> String {
      String(String.UnicodeScalarView(word))
    }
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
        TestTitle.separableCapitals.contains(text(word.dropLast()))
      {
        words.append(word.dropLast())
        start = index - 1
      }
    }
    if start < scalars.count { words.append(scalars[start...]) }
    return words.enumerated().map { index, word -> String in
      let text = text(word)
      if word.filter(\.isUppercaseLetter).count > 1 { return text }
      return index == 0 ? text.prefix(1).uppercased() + text.dropFirst() : text.lowercased()
    }.joined(separator: " ")
  }

  /// Generated names of ASCII words and capital runs, digits of two scripts, marks (one of them,
  /// U+0345, with a capital of its own), letters whose case changes their length (`ß`, `ŉ`) or
  /// has a title case (`ǆ`), a prepended sign and `\r\n`.
  @Test func generatedNamesReadAsThePlainReading() {
    let pieces = [
      "a", "b", "z", "A", "Z", "KVO", "Target", "NS", "Null", "I", "ID", "URL", "_", "2", "٤", "é",
      "e\u{301}", "\u{301}", "\u{345}", "Ü", "ü", "σ", "Σ", "ß", "ŉ", "ǆ", "Ǆ", "\u{600}", "\r\n",
      "test",
      "中", "Ⅳ",
    ]
    var random = SeededNumbers(seed: 0x9E37_79B9_7F4A_7C15)
    for _ in 0..<5_000 {
      let name = (0..<random.next(12)).map { _ in pieces[random.next(pieces.count)] }.joined()
      #expect(TestTitle.words(name) == Self.plainWords(name), "\(name.debugDescription)")
    }
  }

  @Test(arguments: [
    ("ßig", "SSig"), ("aß", "Aß"), ("ǆungla", "Ǆungla"), ("e\u{301}tatDuKVO", "E\u{301}tat du KVO"),
    ("readsÜBERall", "Reads ÜBERall"), ("a\u{345}b", "A\u{399}b"), ("", ""), ("__", ""),
  ])
  func aFirstLetterBeyondASCIIIsCapitalisedByItsCharacter(name: String, title: String) {
    #expect(TestTitle.words(name) == title)
    #expect(Self.plainWords(name) == title)
  }

  @Test func aDefinitionCarriesItsTitle() {
    func test(_ name: String, displayName: String? = nil, xcTest: Bool = false) -> TestDefinition {
      TestDefinition(
        target: "T", suites: [], name: name, path: "Tests/T/A.swift", lines: 1...1, source: "",
        displayName: displayName, framework: xcTest ? .xcTest : .swiftTesting)
    }
    #expect(test("nilTravelsAsNSNull").title == "Nil travels as NSNull")
    #expect(test("x", displayName: "Shown as given").title == "Shown as given")
    #expect(test("test_helpWithHidden", xcTest: true).title == "Help with hidden")
    #expect(test("test", xcTest: true).title == "Test")
    #expect(test("testHelp", xcTest: false).title == "Test help")
  }
}
