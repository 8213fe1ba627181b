import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookBook
@testable import WorkbookRun

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

  /// A compiler error's caret stands under the character its column (UTF-8 bytes from 1)
  /// names, past tabs, which the echoed line and the caret's line expand alike (a stop every
  /// eight columns, as LLVM's `SourceMgr` prints), and past wide characters.
  @Test func aCaretStandsUnderItsCharacterPastTabsAndWideCharacters() throws {
    let book = try FixtureBook()
    let file = "Sources/Exercises/Counter/Counter.swift"
    try book.write(file, "\tlet 名字 = x\n")
    let column = "\tlet 名字 = ".utf8.count + 1
    let diagnostic = CompilerErrors.diagnostic(
      for: .fixture("Counter"),
      transcript:
        "\(book.root.standardizedFileURL.path)/\(file):1:\(column): error: cannot find 'x' in scope",
      root: book.root, status: .exited(1))
    let lines = diagnostic.message.split(separator: "\n")
    #expect(lines[1] == "\(file):1:\(column): error: cannot find 'x' in scope")
    #expect(lines[2] == "        let 名字 = x")
    // The tab's eight columns, `let `, two wide characters, ` = `.
    #expect(lines[3] == String(repeating: " ", count: 8 + 4 + 2 * 2 + 3) + "^")
    // A tab after a wide character reaches the same stop.
    #expect(CompilerErrors.caret(under: "名\t".utf8.count + 1, of: "名\tx") == "        ^")
  }

  @Test func paddingLinesUpWhatFollowsWhateverTheScript() {
    let labels = ["你的代码：", "参考答案："]
    let column = labels.map(\.terminalColumns).max()! + 1
    #expect(Set(labels.map { $0.padded(toColumns: column).terminalColumns }) == [11])
    #expect("yours:".padded(toColumns: 14) == "yours:        ")
  }
}
