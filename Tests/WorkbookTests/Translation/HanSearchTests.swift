import Testing

@testable import WorkbookSite

/// Han and kana are indexed as character pairs, beside the words of other scripts (queried the
/// same way: `SearchRankingTests`).
@Suite struct HanSearchTests {
  @Test func aRunOfHanIsItsCharacterPairs() {
    #expect(SearchTokenizer.terms(in: "观察者模式") == ["观察", "察者", "者模", "模式"])
    #expect(SearchTokenizer.terms(in: "キー値監視") == ["キー", "ー値", "値監", "監視"])
  }

  @Test func latinInsideAHanRunStaysAWord() {
    #expect(
      SearchTokenizer.terms(in: "用KVOController观察，的")
        == ["kvocontroller", "kvo", "controller", "观察"])
    #expect(SearchTokenizer.terms(in: "addObserver的") == ["addobserver", "add", "observer"])
  }
}
