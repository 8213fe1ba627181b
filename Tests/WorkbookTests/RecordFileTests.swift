import Testing

@testable import WorkbookBase
@testable import WorkbookBook

/// The `key: value` lines of the table of contents and the ledgers.
@Suite struct RecordFileTests {
  @Test func recordsFieldsAndWhereEachHalfBegins() throws {
    let file = try RecordFile(
      parsing: "# comment\nchapter:  a.md \r\n\t title:\tA: b\n\n  # note\nnext: x\n", path: "p")
    #expect(file.records.map(\.head.key) == ["chapter", "next"])
    #expect(file.records.map(\.head.value) == ["a.md", "x"])
    let title = try #require(file.records.first?.fields.first)
    #expect(title.key == "title")
    #expect(title.value == "A: b")
    #expect(title.keyLocation == SourceLocation(path: "p", line: 3, column: 3))
    #expect(title.valueLocation == SourceLocation(path: "p", line: 3, column: 10))
  }

  @Test func aColonSpaceOrHashAMarkJoinsIsText() throws {
    let file = try RecordFile(parsing: "a:\u{301}b: c\n \u{301}x: y\n#\u{301}: z\n", path: "p")
    #expect(file.records.map(\.head.key) == ["a:\u{301}b", " \u{301}x", "#\u{301}"])
    #expect(file.records.map(\.head.value) == ["c", "y", "z"])
    #expect(file.records[1].head.valueLocation.column == 7)
  }

  @Test func aLineWithoutAColonIsAnErrorAtItsText() {
    #expect(
      throws: Diagnostic("expected 'key: value'", at: SourceLocation(path: "p", line: 2, column: 3))
    ) {
      try RecordFile(parsing: "a: b\n  c\u{301}:\u{301}\n", path: "p")
    }
  }
}
