import Testing

@testable import WorkbookRender
@testable import WorkbookSite

/// How a query meets the index: the theme's `search.js` itself, run under node on indexes built
/// here (``SearchScript``); the index's own share (terms, postings, weights) is `SearchTests`'.
@Suite(.enabled(if: SearchScript.nodeIsInstalled, "node runs the theme's search.js"))
struct SearchRankingTests {
  /// A one-section index whose text is `word`.
  private static func index(of word: String) -> SearchIndex {
    SearchIndex(sections: [SearchSection(page: "P", url: "p.html", text: word)])
  }

  @Test func findsCodeIdentifiersByWholeNameAndPart() throws {
    let index = SearchIndex(sections: [
      SearchSection(
        page: "Ch 3", url: "03.html", text: "let controller = KVOController(observer: self)"),
      SearchSection(
        page: "Ch 1", url: "01.html", text: "override func observeValue(forKeyPath path: String?)"),
    ])
    let results = try SearchScript.results(
      of: ["KVOController", "observeValue", "controller", "observe path", "swizzle"], in: index)
    #expect(
      results.map { $0.map(\.u) } == [["03.html"], ["01.html"], ["03.html"], ["01.html"], []])
  }

  @Test func thePageTitleComesFirstThenHeadingsThenRepeatsInTheText() throws {
    let index = SearchIndex(sections: SearchTests.titleHeadingAndText)
    #expect(
      try SearchScript.addresses(of: "observers", in: index)
        == ["a.html", "b.html#o", "b.html#c", "a.html#r"])
  }

  @Test func theChapterNamedByTheQueryComesFirst() throws {
    let index = SearchIndex(sections: [
      SearchSection(
        page: "Raw KVO", url: "01.html", text: "Unlike FBKVOController, FBKVOController…"),
      SearchSection(
        page: "Raw KVO", heading: "Compared", url: "01.html#c", text: "FBKVOController"),
      SearchSection(page: "FBKVOController", url: "03.html", text: "A controller per observer."),
      SearchSection(page: "FBKVOController", heading: "Retain", url: "03.html#r", text: "retains"),
    ])
    let results = try SearchScript.results(
      of: ["FBKVOController", "fbkvocontroller retains"], in: index)
    #expect(results[0].first?.u == "03.html")
    #expect(results[1].map(\.u) == ["03.html#r"])
  }

  @Test func aQueryWordReachesLongerWordsByTheirStartButNotWholeNames() throws {
    let index = SearchIndex(sections: [
      SearchSection(page: "A", url: "a.html", text: "if observer.isActive { }"),
      SearchSection(page: "B", url: "b.html", text: "the isa pointer and swizzling"),
    ])
    let results = try SearchScript.results(
      of: ["isa", "swizz", "isActive", "act", "isa swizz"], in: index)
    #expect(results[0].map(\.u) == ["b.html"])
    #expect(results[1].map(\.u) == ["b.html"])
    #expect(results[2].map(\.u) == ["a.html"])
    #expect(results[3].map(\.u) == ["a.html"], "a hump is a word of its own")
    #expect(results[4].map(\.u) == ["b.html"])
  }

  @Test func oneTypoIsForgivenWhenNothingMatchesExactly() throws {
    let index = SearchIndex(sections: [
      SearchSection(page: "A", url: "a.html", text: "we swizzle the class"),
      SearchSection(page: "B", url: "b.html", text: "swizzling replaces the isa"),
      SearchSection(page: "C", url: "c.html", text: "observers of the swizle typo"),
    ])
    let results = try SearchScript.results(
      of: ["swizle", "swizzel", "obsrevers", "iss"], in: index)
    #expect(results[0].map(\.u) == ["c.html"], "an exact match wins alone")
    #expect(results[1].map(\.u) == ["a.html", "b.html"])
    #expect(results[2].map(\.u) == ["c.html"])
    #expect(results[3].isEmpty, "a short word is never corrected")
  }

  @Test(arguments: [
    ("swizle", "swizzle", true), ("swizzke", "swizzle", true), ("swizlze", "swizzle", true),
    ("swizle", "swizzles", true), ("swizle", "swizzling", false), ("badc", "abcd", false),
    ("deja", "déjà", false), ("déja", "déjà", true), ("𝐀𝐁𝐂𝐃𝐄", "𝐀𝐁𝐂𝐃", true),
  ])
  func oneEditIsASubstitutionInsertionDeletionOrSwapOfACharacter(
    query: String, word: String, found: Bool
  ) throws {
    #expect(try !SearchScript.addresses(of: query, in: Self.index(of: word)).isEmpty == found)
  }

  @Test func aQueryFindsTextWrittenInEitherNormalForm() throws {
    let index = SearchIndex(sections: [
      SearchSection(page: "A", url: "a.html", text: "Le café de l\u{2019}observateur"),
      SearchSection(page: "B", url: "b.html", text: "Un cafe\u{301} décomposé"),
    ])
    let results = try SearchScript.results(of: ["café", "cafe\u{301}", "observatuer"], in: index)
    #expect(results[0].map(\.u) == ["a.html", "b.html"])
    #expect(results[1].map(\.u) == ["a.html", "b.html"])
    #expect(results[2].map(\.u) == ["a.html"], "one swap away")
  }

  @Test func queryWordsAreWholeLowercasedAndLongerThanOneLetter() throws {
    let index = Self.index(of: "observeValue(forKeyPath:) Ça")
    let results = try SearchScript.results(of: ["observeValue(forKeyPath:) a — Ça"], in: index)
    #expect(results[0].map(\.terms) == [["observevalue", "forkeypath", "ça"]])
  }

  @Test func hanIsQueriedAsCharacterPairsBesideOtherWords() throws {
    let index = SearchIndex(sections: [
      SearchSection(page: "第一章", url: "01.html", text: "对象的类指针在第一次注册观察者时被替换。"),
      SearchSection(page: "第二章", url: "02.html", text: "忘记移除观察者会导致 KVO 崩溃。"),
      SearchSection(page: "第三章", url: "03.html", text: "调用 addObserver 注册一个观察者。键盘"),
    ])
    let results = try SearchScript.results(
      of: ["类指针", "崩溃", "KVO 崩溃", "addObserver 观察者", "观察者", "观察者 替换", "键"], in: index)
    #expect(results[0].map(\.u) == ["01.html"], "a word from the middle of a sentence")
    #expect(results[1].map(\.u) == ["02.html"])
    #expect(results[2].map(\.u) == ["02.html"] && results[2][0].terms == ["kvo", "崩溃"])
    #expect(results[3].map(\.u) == ["03.html"])
    #expect(results[3].first?.terms == ["addobserver", "观察", "察者"])
    #expect(results[4].map(\.u).sorted() == ["01.html", "02.html", "03.html"])
    #expect(results[5].map(\.u) == ["01.html"])
    #expect(results[6].isEmpty, "one character, like one Latin letter, is no word")
  }
}
