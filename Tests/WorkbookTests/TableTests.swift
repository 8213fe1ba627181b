import Testing

@testable import WorkbookRender

@Suite struct TableTests {
  @Test func theFixtureTableRendersAsATableInAFocusableFrame() throws {
    let html = try FixtureBook().buildPage("01-counter.html")
    #expect(
      html.contains(
        """
        <div class="table-frame" tabindex="0" role="region" aria-label="Table: Counter, Meaning, Cost"><table>
        <thead>
        <tr><th style="text-align: left">Counter</th><th style="text-align: center">Meaning</th><th style="text-align: right">Cost</th></tr>
        </thead>
        <tbody>
        <tr><td style="text-align: left"><code>value</code></td><td style="text-align: center">the <em>count</em></td><td style="text-align: right">1</td></tr>
        <tr><td style="text-align: left"><code>a | b</code></td><td style="text-align: center"><a href="01-counter.html#the-listing">the listing</a></td><td style="text-align: right">2</td></tr>
        </tbody>
        </table></div>
        """))
    #expect(!html.contains("| ---"))
  }

  @Test func cellsSplitAtUnescapedPipesWithTheirColumns() {
    let cells = PipeTable.cells(of: "| a | `x \\| y` |b|")
    #expect(cells.map(\.text) == ["a", "`x | y`", "b"])
    #expect(cells.map(\.column) == [3, 7, 17])
    #expect(PipeTable.cells(of: "a | b").map(\.text) == ["a", "b"])
    #expect(PipeTable.cells(of: "| a | |").map(\.text) == ["a", ""])
  }

  /// A pipe or a backslash a combining mark joins is text, as when the row was read by
  /// characters; columns count bytes, after text beyond ASCII too.
  @Test func aPipeOrBackslashAMarkJoinsIsText() {
    #expect(PipeTable.cells(of: "| x|\u{301}y |").map(\.text) == ["x|\u{301}y"])
    #expect(PipeTable.cells(of: "|\u{301}|acute|").map(\.text) == ["|\u{301}", "acute"])
    #expect(PipeTable.cells(of: "| a \\|\u{301} b |").map(\.text) == ["a \\|\u{301} b"])
    #expect(PipeTable.cells(of: "| a \\\u{301}| b |").map(\.text) == ["a \\\u{301}", "b"])
    let cells = PipeTable.cells(of: "| é | 観察 |")
    #expect(cells.map(\.text) == ["é", "観察"])
    #expect(cells.map(\.column) == [3, 8])
  }

  /// Rows of pipes, backslashes, spaces, tabs, marks and text beyond ASCII are cut as a reading
  /// by characters cuts them (``referenceCells(of:)``), on ASCII rows and the others alike.
  @Test func cellsAreCutAsAReadingByCharactersCutsThem() {
    let pieces = ["|", "|", "\\", " ", " ", "\t", "a", "bc", "\u{301}", "é", "観", "-", ":"]
    var numbers = SeededNumbers(seed: 36)
    for _ in 0..<6_000 {
      let line = (0..<numbers.next(12)).map { _ in pieces[numbers.next(pieces.count)] }.joined()
      #expect(
        PipeTable.cells(of: line[...]) == Self.referenceCells(of: line[...]),
        "\(line.debugDescription)")
    }
  }

  /// The row cut by characters: a `|` or `\\` character alone splits or escapes, the pieces'
  /// spaces and tabs trimmed as characters, columns counted in bytes.
  private static func referenceCells(of line: Substring) -> [PipeTable.Cell] {
    var pieces: [(text: [Character], offset: Int)] = [([], 0)]
    var escaped = false
    var offset = 0
    for character in line {
      if escaped {
        if character != "|" { pieces[pieces.count - 1].text.append("\\") }
        pieces[pieces.count - 1].text.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "|" {
        pieces.append(([], offset + 1))
      } else {
        pieces[pieces.count - 1].text.append(character)
      }
      offset += character.utf8.count
    }
    if escaped { pieces[pieces.count - 1].text.append("\\") }
    func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }
    if pieces.count > 1, pieces[0].text.allSatisfy(isBlank) { pieces.removeFirst() }
    if pieces.count > 1, pieces[pieces.count - 1].text.allSatisfy(isBlank) { pieces.removeLast() }
    return pieces.map { piece in
      let leading = piece.text.prefix(while: isBlank)
      let trimmed = piece.text.dropFirst(leading.count).reversed().drop(while: isBlank).reversed()
      return PipeTable.Cell(
        text: String(trimmed), column: piece.offset + String(leading).utf8.count + 1)
    }
  }

  @Test func onlyAParagraphWithAnAlignmentRowIsATable() {
    #expect(PipeTable.isTable(["| a | b |", "| --- | :-: |"]))
    #expect(PipeTable.isTable(["a | b", "--- | ---"]))
    #expect(!PipeTable.isTable(["a | b", "c | d"]))
    #expect(!PipeTable.isTable(["| a | b |"]))
    #expect(!PipeTable.isTable(["a | b", "x | y"]))
  }

  @Test func aCellThatLooksLikeABlockStaysInline() {
    #expect(InlineMarkdown.render("- none").html.html == "- none")
    #expect(InlineMarkdown.render("1. first").html.html == "1. first")
    #expect(InlineMarkdown.render("# hash").html.html == "# hash")
    #expect(InlineMarkdown.render("**bold**").html.html == "<strong>bold</strong>")
  }

  @Test func aRowWithTheWrongNumberOfCellsIsALocatedError() throws {
    let errors = try FixtureBook().diagnostics(
      chapter: "# The counter\n\n| a | b |\n| - | - |\n| 1 | 2 |\n| 3 |\n")
    #expect(
      errors == ["chapters/01-counter.md:6:1: error: a row of a table has 1 cell, the header 2"])
  }

  @Test func aBadAlignmentCellIsALocatedError() throws {
    let errors = try FixtureBook().diagnostics(
      chapter: "# The counter\n\n| a | b |\n| --- | -x- |\n")
    #expect(
      errors == [
        "chapters/01-counter.md:4:9: error: bad alignment cell '-x-' in a table (expected ---, :--, :-: or --:)"
      ])
  }

  @Test func anAlignmentRowWithTooFewCellsIsALocatedError() throws {
    let errors = try FixtureBook().diagnostics(chapter: "# The counter\n\n| a | b |\n| --- |\n")
    #expect(
      errors == [
        "chapters/01-counter.md:4:1: error: the alignment row of a table has 1 cell, the header 2"
      ])
  }

  @Test func theRealBooksTablesRender() throws {
    let chapters = [
      "00-runtime.md", "01-raw-kvo.md", "02-swizzled-kvo.md", "06-epilogue.md", "crash-texts.md",
      "two-way-binding.md",
    ]
    for chapter in chapters {
      let text = try String(
        contentsOf: FixtureBook.packageRoot.appending(path: "chapters/\(chapter)"), encoding: .utf8)
      let source = SourceLines(text, path: chapter)
      let document = MarkdownDocument(parsing: text)
      let tables = document.allNodes().filter {
        $0.kind == .paragraph && source.tableLines(of: $0) != nil
      }
      #expect(!tables.isEmpty, "\(chapter) has a table")
    }
  }

  /// A paragraph is a table exactly when its lines, cut from its start column, read as one:
  /// the bytes looked at first rule out only paragraphs that could not be.
  @Test func aParagraphIsATableExactlyWhenItsLinesReadAsOne() {
    let lines = [
      "a | b", "|---|---|", "|---", "|a", "| c |", "---", "plain", "x|", "é | 观", ":-:|", " |\r",
    ]
    let prefixes = ["", "- ", "> ", "1. |"]
    for prefix in prefixes {
      for first in lines {
        for second in lines {
          for third in ["", "\n" + lines[0]] {
            let markdown =
              prefix + first + "\n" + String(repeating: " ", count: prefix.count)
              + second + third + "\n"
            let source = SourceLines(markdown, path: "t.md")
            let document = MarkdownDocument(parsing: markdown)
            for paragraph in document.allNodes() where paragraph.kind == .paragraph {
              let expected =
                paragraph.endLine > paragraph.startLine
                && PipeTable.isTable(
                  (paragraph.startLine...paragraph.endLine).map {
                    source.text(line: $0, from: paragraph.startColumn)
                  })
              #expect((source.tableLines(of: paragraph) != nil) == expected, "\(markdown)")
            }
          }
        }
      }
    }
  }
}
