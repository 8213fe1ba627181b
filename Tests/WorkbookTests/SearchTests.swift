import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookRender
@testable import WorkbookSite

@Suite struct SearchTests {
  @Test func identifiersAreKeptWholeAndSplitAtHumps() {
    #expect(
      SearchTokenizer.terms(in: "KVOController observeValue(forKeyPath:) will_change x")
        == [
          "kvocontroller", "kvo", "controller", "observevalue", "observe", "value",
          "forkeypath", "for", "key", "path", "will_change", "will", "change",
        ])
  }

  @Test func lettersBeyondASCIIAreWordsAndPunctuationIsNot() {
    #expect(
      SearchTokenizer.terms(in: "Ça marche “déjà” — ÉtatObservé 42x")
        == ["ça", "marche", "déjà", "étatobservé", "état", "observé", "42x"])
  }

  @Test func sectionsFollowHeadingsAndIncludeListings() throws {
    let book = try FixtureBook()
    try book.builder.build()
    let script = try book.read("site/public/search-index.js")
    #expect(script.hasPrefix("window.workbookSearchIndex = {"))
    let json = try #require(
      script.dropFirst("window.workbookSearchIndex = ".count).dropLast(2).data(using: .utf8))
    let payload = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    let sections = try #require(payload["sections"] as? [[String: String]])
    #expect(
      sections.map { $0["u"] ?? "" } == [
        "index.html", "01-counter.html", "01-counter.html#the-listing",
        "01-counter.html#its-tests", "claims.html", "claims.html#claim-counter-starts-at-zero",
        "claims.html#claim-counter-never-wraps",
      ])
    #expect(sections[2]["t"] == "The counter › The listing")
    let words = try #require(payload["words"] as? [String: [Int]])
    let names = try #require(payload["names"] as? [String: [Int]])
    #expect(words["increment"] == [2, 1], "section 2, once: the steps start from 0")
    #expect(names["startsatzero"].map { $0.count.isMultiple(of: 2) } == true)
    #expect(words["zero"]?.isEmpty == false)
    #expect(names["zero"] == nil && words["startsatzero"] == nil)
    #expect(sections[2]["x"]?.contains("increment") == true, "the whole text ships, for snippets")
  }

  @Test func termsAreWordsOrWholeNames() {
    var kinds: [String: SearchTokenizer.Kind] = [:]
    SearchTokenizer.forEachTerm(in: "isActive swizzling will_change") {
      kinds[String(decoding: $0, as: UTF8.self)] = $1
    }
    #expect(
      kinds == [
        "isactive": .name, "is": .word, "active": .word, "swizzling": .word,
        "will_change": .name, "will": .word, "change": .word,
      ])
  }

  /// "observers" in a page's title, in a heading, and in text twice, once and nine times.
  static let titleHeadingAndText = [
    SearchSection(page: "Observers", url: "a.html", text: "observers observers"),
    SearchSection(page: "Observers", heading: "Removing", url: "a.html#r", text: "observers"),
    SearchSection(page: "Other", heading: "Observers", url: "b.html#o", text: ""),
    SearchSection(
      page: "Other", heading: "Counting", url: "b.html#c",
      text: Array(repeating: "observers", count: 9).joined(separator: " ")),
  ]

  @Test func weightsPutThePageTitleFirstThenHeadingsThenRepeatsInTheText() throws {
    let index = SearchIndex(sections: Self.titleHeadingAndText)
    let weights = try #require(index.postings["observers"]).map(\.weight)
    #expect(weights == [20 + 2, 1 + 1, 10, 5])
  }

  @Test func aHeadingThatIsASentenceWeighsAsText() throws {
    let index = SearchIndex(sections: [
      SearchSection(
        page: "Claims",
        heading: "A controller with one NSHashTable of infos and no shared controller works.",
        url: "claims.html#c", text: ""),
      SearchSection(page: "Hash table", heading: "NSHashTable", url: "04.html#t", text: ""),
    ])
    #expect(try #require(index.postings["nshashtable"]).map(\.weight) == [1, 10])
  }

  /// Words counted on the bytes, as a split at the space character counts them: a space a mark
  /// joins is no space, spaces in a row or at the ends part no words.
  @Test func aSentenceIsCountedAsASplitAtSpacesWould() {
    let headings = [
      "", " ", "one", "one two three four five six seven eight",
      "one two three four five six seven eight nine", "  one  two three four five six seven eight ",
      "one two three four five six seven eight \u{301}nine", "一 二 三 四 五 六 七 八 九",
      "一 二 三 四 五 六 七 八", "é é é é é e\u{301} é é e\u{301}", "a\tb c d e f g h i",
      "\u{600} a b c d e f g h",
    ]
    for heading in headings {
      #expect(
        SearchWeight.isSentence(heading)
          == (heading.split(separator: " ").count > SearchWeight.longestHeading), "\(heading)")
    }
  }

  /// A section's text is what it was given with each run of white space made one space and
  /// none at its ends, whether it came in one piece or several: lone spaces, copied with their
  /// run, and every other white space, collapsed.
  @Test func searchTextCollapsesWhiteSpaceAsOneStringWould() {
    let pieces = ["a", "bc", " ", "  ", "\t", "\n", "\r\n", " x", "y ", "é", "观 察"]
    var inputs: [[String]] = [[]]
    for _ in 0..<3 { inputs += inputs.flatMap { input in pieces.map { input + [$0] } } }
    for input in Set(inputs) {
      let whole = input.joined()
      let expected = whole.utf8.split(whereSeparator: \.isASCIIWhitespace)
        .map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
      var text = SearchText()
      for piece in input { text.append(piece) }
      #expect(Array(text.finish().utf8) == Array(expected.utf8), "\(input)")
      text.append(whole)
      #expect(Array(text.finish().utf8) == Array(expected.utf8), "\(whole)")
    }
  }

  @Test func aTermSpelledTwoWaysIsOneTermUnderItsFirstSpelling() throws {
    let index = SearchIndex(sections: [
      SearchSection(page: "A", url: "a.html", text: "cafe\u{301} café"),
      SearchSection(page: "B", url: "b.html", text: "café"),
    ])
    let spellings = index.terms.map { Array($0.spelling.unicodeScalars) }
    #expect(spellings == [Array("cafe\u{301}".unicodeScalars)])
    #expect(try #require(index.postings["café"]).map(\.weight) == [2, 1])
  }

  /// The precomposed spelling first: until a spelling that may not be in NFC is met, spellings
  /// are told apart by their bytes, and the decomposed one must still find the term.
  @Test func aTermSpelledInNFCFirstIsFoundByItsDecomposedSpelling() throws {
    let index = SearchIndex(sections: [
      SearchSection(page: "A", url: "a.html", text: "café and more words"),
      SearchSection(page: "B", url: "b.html", text: "cafe\u{301} again"),
    ])
    let spellings = index.terms.filter { $0.spelling.hasPrefix("caf") }.map {
      Array($0.spelling.unicodeScalars)
    }
    #expect(spellings == [Array("café".unicodeScalars)])
    #expect(try #require(index.postings["café"]).map(\.section) == [0, 1])
    #expect(try #require(index.postings["again"]).map(\.section) == [1])
  }

  @Test func termsAreOrderedAsSwiftOrdersStrings() {
    let text =
      "zeta Alpha Ωmega 観察者 かが か\u{3099} \u{212A}elvin kelvin é e\u{301} 42x 𝐀𝐁 ﹏ a_b"
      // Terms whose first eight bytes are the same, or that are shorter than eight.
      + " observational observation observers observer observe ab abc abcdefgh abcdefghi"
      // The same first sixteen, or between eight and sixteen.
      + " abcdefghijklmnop abcdefghijklmnopq abcdefghijklmno abcdefghijklmnoz abcdefghij"
    let index = SearchIndex(sections: [SearchSection(page: "P", url: "p.html", text: text)])
    let spellings = index.terms.map(\.spelling)
    #expect(spellings.count > 10)
    #expect(spellings == spellings.sorted())
  }

  @Test func everyScriptSplitsTheSameWay() {
    #expect(
      SearchTokenizer.terms(in: "ΣύνολοΠαρατηρητών НаблюдательКлюча 観察者 𝐀𝐁")
        == [
          "σύνολοπαρατηρητών", "σύνολο", "παρατηρητών", "наблюдательключа", "наблюдатель",
          "ключа", "観察", "察者", "𝐀𝐁",
        ], "Han and kana as character pairs (HanSearchTests)")
    let decomposed = "cafe\u{301} E\u{301}tatObserve\u{301}"
    #expect(
      SearchTokenizer.terms(in: decomposed).map { Array($0.unicodeScalars) }
        == ["cafe\u{301}", "e\u{301}tatobserve\u{301}", "e\u{301}tat", "observe\u{301}"].map {
          Array($0.unicodeScalars)
        },
      "a combining mark stays inside its word")
    #expect(
      SearchTokenizer.terms(in: "Cafe\u{301}Controller").map { Array($0.unicodeScalars) }
        == ["cafe\u{301}controller", "cafe\u{301}", "controller"].map { Array($0.unicodeScalars) },
      "a combining mark does not hide the hump after its letter")
    #expect(SearchTokenizer.terms(in: "x 😀 y").isEmpty, "neither an emoji nor one letter is a word")
    #expect(SearchTokenizer.terms(in: "İstanbul") == ["i\u{307}stanbul"], "full lowercase mapping")
  }
}

@Suite struct JSONTextTests {
  @Test func escapesWhatJSONAndJavaScriptNeed() {
    var output: [UInt8] = []
    JSONText.string("a\"b\\c\nd\u{1}e\u{2028}\u{2029}</script>é—", into: &output)
    #expect(
      String(decoding: output, as: UTF8.self) == #""a\"b\\c\nd\u0001e\u2028\u2029</script>é—""#)
  }

  /// Escapes as a scalar at a time would: each byte that needs escaping, and each character
  /// whose first byte is 0xE2 as the line separators' is (an em dash, U+2027, U+202A), alone and
  /// in pairs, at every place of the eight-byte words the scan reads.
  @Test func escapesEachPlaceOfAWordAsAScalarAtATime() {
    func reference(_ text: String) -> String {
      var result = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case "\u{2028}": result += "\\u2028"
        case "\u{2029}": result += "\\u2029"
        case _ where scalar.value < 0x20:
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: result.unicodeScalars.append(scalar)
        }
      }
      return result + "\""
    }
    let pieces: [String] = [
      "Z", " ", "~", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1}", "\u{1F}", "\u{7F}", "观", "—",
      "\u{2027}",
      "\u{2028}", "\u{2029}", "\u{202A}", "é",
    ]
    var texts: [String] = []
    for piece in pieces {
      for before in 0...17 {
        for after in [0, 1, 7, 8, 9] {
          texts.append(
            String(repeating: "x", count: before) + piece + String(repeating: "x", count: after))
        }
      }
      for other in pieces {
        for gap in 0...9 {
          texts.append("xxx" + piece + String(repeating: "x", count: gap) + other + "xxxxxxxxx")
        }
      }
    }
    for text in texts {
      var output: [UInt8] = []
      JSONText.string(text, into: &output)
      #expect(String(decoding: output, as: UTF8.self) == reference(text), "\(Array(text.utf8))")
    }
  }

  @Test func writesNumbersInDecimal() {
    for value in [
      0, 1, 9, 10, 11, 99, 100, 101, 909, 1000, 123_456_789, -1, -9, -10, -12_345, .max, .min,
    ] + Array(-100..<1000) {
      var output: [UInt8] = [UInt8(ascii: "[")]
      JSONText.number(value, into: &output)
      #expect(String(decoding: output, as: UTF8.self) == "[\(value)")
    }
  }
}
