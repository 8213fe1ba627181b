import Testing

@testable import WorkbookBase

/// How many terminal columns text takes: two for Han, kana and fullwidth forms, none for
/// combining marks, one for the rest.
@Suite struct TerminalColumnsTests {
  @Test func wideCharactersTakeTwoColumns() {
    #expect("abc".terminalColumns == 3)
    #expect("检查".terminalColumns == 4)
    #expect("かな".terminalColumns == 4)
    #expect("（１）".terminalColumns == 6)
    #expect("提示 1/3：".terminalColumns == 10)
    #expect("✔ · — …".terminalColumns == 7)
    #expect("e\u{301}".terminalColumns == 1)
    #expect("𠀋".terminalColumns == 2)
  }

  @Test func truncationCountsColumnsAndNeverSplitsACharacter() {
    #expect("正在构建：12 s".truncated(toColumns: 20) == "正在构建：12 s")
    #expect("正在构建：12 s".truncated(toColumns: 8) == "正在构…")
    #expect("正在构建：12 s".truncated(toColumns: 7) == "正在构…")
    #expect("Building: 12 s".truncated(toColumns: 8) == "Buildin…")
    #expect("正在构建".prefix(columns: 3) == "正")
  }

  @Test func paddingLinesUpWhatFollowsWhateverTheScript() {
    let labels = ["你的代码：", "参考答案："]
    let column = labels.map(\.terminalColumns).max()! + 1
    #expect(Set(labels.map { $0.padded(toColumns: column).terminalColumns }) == [11])
    #expect("yours:".padded(toColumns: 14) == "yours:        ")
  }
}
