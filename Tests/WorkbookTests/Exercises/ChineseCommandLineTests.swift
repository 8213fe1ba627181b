import Foundation
import Testing

/// `workbook exercise list`, `run` and `hint` as a reader meets them, in Chinese when the locale
/// asks for it and the book has a zh-Hans edition, in English under `LANG=C`
/// (``ChineseExerciseFixture``: "adds two" fails, as the known mistake `HonestAddingOne` does).
@Suite struct ChineseCommandLineTests {
  @Test func runSpeaksChineseUnderAChineseLocale() async throws {
    let fixture = try ChineseExerciseFixture()
    let (status, output) = try await fixture.run(
      ["exercise", "run", "honest"], environment: ChineseExerciseFixture.chineseLocale)
    #expect(status == 1)
    #expect(output.contains("正在连同检查一起构建 Sources/Exercises/Honest/Honest.swift……"), "\(output)")
    #expect(
      output.contains(
        """
        honest: 诚实的计数器
          ✔ starts at zero
          ✘ adds two
              预期：2
              实际：1
              你的代码输出了：
                debugging: value is 1
          2 项检查中通过 1 项
          这些失败正是一个已知错误的表现：每次只加一。
          对应的提示：数一数 `increment` 加了多少。

        """), "\(output)")
  }

  @Test func runSpeaksEnglishUnderTheCLocale() async throws {
    let fixture = try ChineseExerciseFixture()
    let (status, output) = try await fixture.run(
      ["exercise", "run", "honest"], environment: ChineseExerciseFixture.cLocale)
    #expect(status == 1)
    #expect(
      output.contains(
        """
        honest: An honest counter
          ✔ starts at zero
          ✘ adds two
              expected: 2
              got: 1
        """), "\(output)")
    #expect(
      output.contains("  These are the failures of a known mistake: adds one instead of two."))
    #expect(!output.contains("检查"), "\(output)")
  }

  @Test func listAndHintSpeakTheLocalesLanguage() async throws {
    let fixture = try ChineseExerciseFixture()
    let chineseList = try await fixture.run(
      ["exercise", "list"], environment: ChineseExerciseFixture.chineseLocale)
    #expect(
      chineseList.output == """
        01-counter.md：已完成 0 道，已尝试 1 道，未开始 0 道
          honest  [已修改，尚未检查]  约 5 分钟
              诚实的计数器

        """)
    let chineseHint = try await fixture.run(
      ["exercise", "hint", "honest"], environment: ChineseExerciseFixture.chineseLocale)
    #expect(chineseHint.output == "提示 1/2：从零开始。\n")
    let englishHint = try await fixture.run(
      ["exercise", "hint", "honest"], environment: ChineseExerciseFixture.cLocale)
    #expect(
      englishHint.output
        == "Hint 1 of 2: Start at zero.\nHint 2 of 2: Add two each time.\nThat was the last hint. The solution is in Solutions/Honest/Honest.swift.\n"
    )
    let englishList = try await fixture.run(
      ["exercise", "list"], environment: ChineseExerciseFixture.cLocale)
    #expect(englishList.output.hasPrefix("01-counter.md: 0 done, 1 attempted, 0 not started\n"))
  }

  @Test func langOutranksTheLocaleAndNamesOnlyTheBooksLanguages() async throws {
    let fixture = try ChineseExerciseFixture()
    let english = try await fixture.run(
      ["exercise", "hint", "honest", "--lang", "en"],
      environment: ChineseExerciseFixture.chineseLocale)
    #expect(english.output.hasPrefix("Hint 1 of 2: Start at zero.\n"))
    let chinese = try await fixture.run(
      ["exercise", "list", "--lang", "zh-Hans"], environment: ChineseExerciseFixture.cLocale)
    #expect(chinese.output.contains("诚实的计数器"))
    let french = try await fixture.run(
      ["exercise", "list", "--lang", "fr"], environment: ChineseExerciseFixture.cLocale)
    #expect(french.status == 1)
    #expect(
      french.output
        == "error: --lang fr: this book has no such translation; it speaks en, zh-Hans\n")
  }
}
