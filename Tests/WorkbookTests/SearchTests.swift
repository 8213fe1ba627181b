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
    let terms = try #require(payload["terms"] as? [String: [Int]])
    #expect(terms["increment"] == [2])
    #expect(terms["startsatzero"]?.contains(3) == true)
    #expect(terms["zero"]?.contains(3) == true)
  }

  @Test func findsCodeIdentifiersByWholeNameAndPart() {
    let index = SearchIndex(sections: [
      SearchSection(
        title: "Ch 3", url: "03.html", text: "let controller = KVOController(observer: self)"),
      SearchSection(
        title: "Ch 1", url: "01.html", text: "override func observeValue(forKeyPath path: String?)"),
    ])
    #expect(index.matches("KVOController").map(\.url) == ["03.html"])
    #expect(index.matches("observeValue").map(\.url) == ["01.html"])
    #expect(index.matches("controller").map(\.url) == ["03.html"])
    #expect(index.matches("observe path").map(\.url) == ["01.html"])
    #expect(index.matches("swizzle").isEmpty)
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
