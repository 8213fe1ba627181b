import Testing

@testable import Workbook

/// Han and kana are indexed and queried as character pairs, beside the words of other scripts.
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

  @Test func aQueryIsSplitTheSameWay() {
    #expect(SearchTokenizer.queryWords(in: "KVO 崩溃") == ["kvo", "崩溃"])
    #expect(SearchTokenizer.queryWords(in: "addObserver 观察者") == ["addobserver", "观察", "察者"])
    #expect(SearchTokenizer.queryWords(in: "键") == [], "one character, like one Latin letter")
  }

  @Test func aWordFromTheMiddleOfASentenceIsFound() {
    let index = SearchIndex(sections: [
      SearchSection(page: "第一章", url: "01.html", text: "对象的类指针在第一次注册观察者时被替换。"),
      SearchSection(page: "第二章", url: "02.html", text: "忘记移除观察者会导致 KVO 崩溃。"),
      SearchSection(page: "第三章", url: "03.html", text: "调用 addObserver 注册一个观察者。"),
    ])
    #expect(index.matches("类指针").map(\.url) == ["01.html"])
    #expect(index.matches("崩溃").map(\.url) == ["02.html"])
    #expect(index.matches("KVO 崩溃").map(\.url) == ["02.html"])
    #expect(index.matches("addObserver 观察者").map(\.url) == ["03.html"])
    #expect(index.matches("观察者").map(\.url).sorted() == ["01.html", "02.html", "03.html"])
    #expect(index.matches("观察者 替换").map(\.url) == ["01.html"])
  }
}
