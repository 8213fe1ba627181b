import Testing

@testable import WorkbookRender

/// A block that starts with a word (``BlockExtractor/startsWithWord(_:)``) has words as cmark
/// finds them, whatever follows: on generated texts whose starts are spaces, emphasis signs,
/// list, quote and heading markers, code fences, letters beyond ASCII and marks.
@Suite struct WordsTests {
  @Test func aTextThatStartsWithAWordHasWordsAsCmarkFindsThem() {
    let starts = [
      " ", " ", "*", "_", "a", "Z", "-", "+", ">", "#", "1.", "`", "```", "~~~", "[", "<", "\t",
      "\n", "\u{301}", "\u{0600}", "é", "中", "=", "\\", "&", "    ",
    ]
    let rests = ["", " x", "`code`", "[a](b.md)", "<b>", "\n===", "\n    code", "*"]
    var random = SeededNumbers(seed: 0x2545_F491_4F6C_DD1D)
    var shortcuts = 0
    for _ in 0..<20_000 {
      let text =
        (0..<random.next(6)).map { _ in starts[random.next(starts.count)] }.joined()
        + rests[random.next(rests.count)]
      let parsed = BlockExtractor.hasWordsParsing(text)
      #expect(BlockExtractor.hasWords(text) == parsed, "\(text.debugDescription)")
      if BlockExtractor.startsWithWord(text) {
        shortcuts += 1
        #expect(parsed, "\(text.debugDescription)")
      }
    }
    #expect(shortcuts > 1_500)
  }
}
