import Foundation
import Testing

@testable import Workbook

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

  @Test func findsCodeIdentifiersByWholeNameAndPart() {
    let index = SearchIndex(sections: [
      SearchSection(
        page: "Ch 3", url: "03.html", text: "let controller = KVOController(observer: self)"),
      SearchSection(
        page: "Ch 1", url: "01.html", text: "override func observeValue(forKeyPath path: String?)"),
    ])
    #expect(index.matches("KVOController").map(\.url) == ["03.html"])
    #expect(index.matches("observeValue").map(\.url) == ["01.html"])
    #expect(index.matches("controller").map(\.url) == ["03.html"])
    #expect(index.matches("observe path").map(\.url) == ["01.html"])
    #expect(index.matches("swizzle").isEmpty)
  }

  @Test func termsAreWordsOrWholeNames() {
    var kinds: [String: SearchTokenizer.Kind] = [:]
    SearchTokenizer.forEachTerm(in: "isActive swizzling will_change") { kinds[$0] = $1 }
    #expect(
      kinds == [
        "isactive": .name, "is": .word, "active": .word, "swizzling": .word,
        "will_change": .name, "will": .word, "change": .word,
      ])
  }

  @Test func weightsPutThePageTitleFirstThenHeadingsThenRepeatsInTheText() throws {
    let index = SearchIndex(sections: [
      SearchSection(page: "Observers", url: "a.html", text: "observers observers"),
      SearchSection(page: "Observers", heading: "Removing", url: "a.html#r", text: "observers"),
      SearchSection(page: "Other", heading: "Observers", url: "b.html#o", text: ""),
      SearchSection(
        page: "Other", heading: "Counting", url: "b.html#c",
        text: Array(repeating: "observers", count: 9).joined(separator: " ")),
    ])
    let weights = try #require(index.postings["observers"]).map(\.weight)
    #expect(weights == [20 + 2, 1 + 1, 10, 5])
    #expect(
      index.matches("observers").map(\.url) == ["a.html", "b.html#o", "b.html#c", "a.html#r"])
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

  @Test func theChapterNamedByTheQueryComesFirst() {
    let index = SearchIndex(sections: [
      SearchSection(
        page: "Raw KVO", url: "01.html", text: "Unlike FBKVOController, FBKVOController…"),
      SearchSection(
        page: "Raw KVO", heading: "Compared", url: "01.html#c", text: "FBKVOController"),
      SearchSection(page: "FBKVOController", url: "03.html", text: "A controller per observer."),
      SearchSection(page: "FBKVOController", heading: "Retain", url: "03.html#r", text: "retains"),
    ])
    #expect(index.matches("FBKVOController").first?.url == "03.html")
    #expect(index.matches("fbkvocontroller retains").map(\.url) == ["03.html#r"])
  }

  @Test func aQueryWordReachesLongerWordsByTheirStartButNotWholeNames() {
    let index = SearchIndex(sections: [
      SearchSection(page: "A", url: "a.html", text: "if observer.isActive { }"),
      SearchSection(page: "B", url: "b.html", text: "the isa pointer and swizzling"),
    ])
    #expect(index.matches("isa").map(\.url) == ["b.html"])
    #expect(index.matches("swizz").map(\.url) == ["b.html"])
    #expect(index.matches("isActive").map(\.url) == ["a.html"])
    #expect(index.matches("act").map(\.url) == ["a.html"], "a hump is a word of its own")
    #expect(index.matches("isa swizz").map(\.url) == ["b.html"])
  }

  @Test func oneTypoIsForgivenWhenNothingMatchesExactly() {
    let index = SearchIndex(sections: [
      SearchSection(page: "A", url: "a.html", text: "we swizzle the class"),
      SearchSection(page: "B", url: "b.html", text: "swizzling replaces the isa"),
      SearchSection(page: "C", url: "c.html", text: "observers of the swizle typo"),
    ])
    #expect(index.matches("swizle").map(\.url) == ["c.html"], "an exact match wins alone")
    #expect(index.matches("swizzel").map(\.url) == ["a.html", "b.html"])
    #expect(index.matches("obsrevers").map(\.url) == ["c.html"])
    #expect(index.matches("iss").isEmpty, "a short word is never corrected")
  }

  @Test func oneEditIsASubstitutionInsertionDeletionOrSwap() {
    func away(_ a: String, _ b: String) -> Bool {
      SearchQuery.isOneEditAway(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }
    #expect(away("swizle", "swizzle") && away("swizzle", "swizle"))
    #expect(away("swizzle", "swizzke") && away("swizzle", "swizlze") && away("kvo", "kvo"))
    #expect(!away("swizle", "swizzling") && !away("abcd", "badc") && !away("ab", "abcd"))
    #expect(
      SearchQuery.startsOneEditAway(
        Array("swizzles".unicodeScalars), Array("swizle".unicodeScalars)))
    #expect(
      !SearchQuery.startsOneEditAway(
        Array("swizzling".unicodeScalars), Array("swizle".unicodeScalars)))
    #expect(away("déjà", "deja") == false, "two letters differ")
    #expect(
      away("déjà", "déja") && away("𝐀𝐁𝐂𝐃", "𝐀𝐁𝐂"), "a letter is one edit, however it is encoded")
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

  @Test func aQueryFindsTextWrittenInEitherNormalForm() {
    let index = SearchIndex(sections: [
      SearchSection(page: "A", url: "a.html", text: "Le café de l\u{2019}observateur"),
      SearchSection(page: "B", url: "b.html", text: "Un cafe\u{301} décomposé"),
    ])
    #expect(index.matches("café").map(\.url) == ["a.html", "b.html"])
    #expect(index.matches("cafe\u{301}").map(\.url) == ["a.html", "b.html"])
    #expect(index.matches("observatuer").map(\.url) == ["a.html"], "one swap away")
  }

  @Test func queryWordsAreWholeLowercasedAndLongerThanOneLetter() {
    #expect(
      SearchQuery("observeValue(forKeyPath:) a — Ça").words == ["observevalue", "forkeypath", "ça"])
  }
}

@Suite struct JSONTextTests {
  @Test func escapesWhatJSONAndJavaScriptNeed() {
    var output: [UInt8] = []
    JSONText.string("a\"b\\c\nd\u{1}e\u{2028}\u{2029}</script>é—", into: &output)
    #expect(
      String(decoding: output, as: UTF8.self) == #""a\"b\\c\nd\u0001e\u2028\u2029</script>é—""#)
  }
}
