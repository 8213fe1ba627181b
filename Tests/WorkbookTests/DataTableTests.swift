import Testing

@Suite struct DataTableTests {
  @Test func aDataFileIsShownAsATableWithItsChosenColumns() throws {
    let book = try FixtureBook()
    try book.write("chapters/data/speed.csv", "stage,row,median\nraw,a,114\nfb & co,b,1.5\n")
    try book.write(
      "chapters/01-counter.md",
      "# The counter\n\n{{#table chapters/data/speed.csv columns=stage,median}}\n")
    let html = try book.buildPage("01-counter.html")
    #expect(
      html.contains(
        "<thead>\n<tr><th>stage</th><th>median</th></tr>\n</thead>\n<tbody>\n<tr><td>raw</td><td>114</td></tr>\n<tr><td>fb &amp; co</td><td>1.5</td></tr>"
      ))
  }

  @Test func aShortRowAndAnUnknownColumnAreLocated() throws {
    let book = try FixtureBook()
    try book.write("chapters/data/bad.csv", "a,b\n1,2\n3\n")
    #expect(
      try book.diagnostics(chapter: "# The counter\n\n{{#table chapters/data/bad.csv}}\n") == [
        "chapters/data/bad.csv:3:1: error: expected 2 values, found 1"
      ])
    try book.write("chapters/data/good.csv", "a,b\n1,2\n")
    #expect(
      try book.diagnostics(
        chapter: "# The counter\n\n{{#table chapters/data/good.csv columns=c}}\n")
        == [
          "chapters/01-counter.md:3:33: error: no column 'c' in 'chapters/data/good.csv' (columns: a, b)"
        ])
  }
}
