import Testing

@testable import WorkbookBase

/// `lines` cuts at every `\n` byte and keeps every line, as a split of the UTF-8 bytes would.
@Suite struct LinesTests {
  @Test(arguments: [
    "", "\n", "one", "one\n", "one\ntwo", "one\r\ntwo\r\n", "\n\nthree\n\n", "观察者\nobserver\n",
    "e\u{301}\n\u{301}x\n", "tail without newline\n\nend",
  ])
  func everyLineIsKeptAsTheBytesSplit(_ text: String) {
    let expected = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { String(Substring($0)) }
    #expect(text.lines.map(String.init) == expected)
  }

  @Test func aLineOfASubstringStartsWhereTheLineStarts() throws {
    let text = "first\nsecond\nthird"
    let second = try #require(text.lines.dropFirst().first)
    #expect(text[second.startIndex...].hasPrefix("second\nthird"))
  }
}
