import Testing

@testable import WorkbookBase
@testable import WorkbookRender

@Suite struct PlotTests {
  let location = SourceLocation(path: "chapters/01-counter.md", line: 3, column: 9)

  /// `text`, the arguments of a `{{#plot}}` at `location`, read as the registry reads them.
  func plot(_ text: String) throws(Diagnostic) -> PlotArguments {
    PlotArguments(try DirectiveArguments(parsing: text, at: location, syntax: PlotRenderer.syntax))
  }
  let csv = """
    controller,n,median_ns
    Map,10,100
    Map,1000,120
    Table,10,200
    Table,1000,20000
    """

  @Test func argumentsTakeQuotedValues() throws {
    let arguments = try plot(
      "data/u.csv x=n y=median_ns series=controller scale=log-log title=\"Time per call\"")
    #expect(arguments.path == "data/u.csv")
    #expect(arguments.series == "controller")
    #expect(arguments.scale == .logLog)
    #expect(arguments.title == "Time per call")
  }

  @Test func wrongArgumentsAreErrorsAtTheWordThatIsWrong() {
    let usage =
      "{{#plot PATH x=COLUMN y=COLUMN [series=COLUMN] [scale=linear|log-log] [title=\"…\"]}}"
    let wrong: [(String, String)] = [
      (
        "data/u.csv x=n y=m colour=red",
        "3:28: error: unknown plot argument 'colour=red' (expected scale, series, title, x, y)"
      ),
      ("x=n y=m", "3:9: error: expected \(usage), found 'x=n'"),
      (
        "data/u.csv x=n y=m scale=cubic",
        "3:28: error: unknown scale 'cubic' (expected linear or log-log)"
      ),
      ("data/u.csv x=n", "3:9: error: {{#plot …}} needs y=COLUMN: \(usage)"),
    ]
    for (text, expected) in wrong {
      do {
        _ = try plot(text)
        Issue.record("'\(text)' was taken")
      } catch {
        #expect(error.description == "chapters/01-counter.md:" + expected)
      }
    }
  }

  @Test func dataIsGroupedIntoSeriesInFileOrder() throws {
    let arguments = try plot("u.csv x=n y=median_ns series=controller scale=log-log")
    let data = try PlotData(csv: csv, path: "u.csv", arguments: arguments)
    #expect(data.series.map(\.name) == ["Map", "Table"])
    #expect(data.series[1].points.map(\.y) == [200, 20000])
  }

  @Test func badDataIsLocatedInTheDataFile() throws {
    let arguments = try plot("u.csv x=n y=median_ns series=controller scale=log-log")
    do {
      _ = try PlotData(csv: csv + "\nMap,0,5", path: "u.csv", arguments: arguments)
      Issue.record("a zero on a log scale was accepted")
    } catch {
      #expect(error.description == "u.csv:6:1: error: a log-log plot needs positive values")
    }
    let missing = try plot("u.csv x=n y=mean_ns")
    #expect(throws: Diagnostic.self) { try PlotData(csv: csv, path: "u.csv", arguments: missing) }
  }

  @Test func logTicksStandAtEachDecade() throws {
    let arguments = try plot("u.csv x=n y=median_ns series=controller scale=log-log")
    let svg = try PlotSVG(
      data: try PlotData(csv: csv, path: "u.csv", arguments: arguments), arguments: arguments
    ).svg(at: SourceLocation(path: "p", line: 1, column: 1), ui: .english).html
    for label in [">10<", ">100<", ">1k<", ">10k<"] {
      #expect(svg.contains(label))
    }
    #expect(svg.contains("class=\"plot-series plot-series-1\""))
  }

  @Test func thePlotDirectiveDrawsTheDataInThePage() throws {
    let book = try FixtureBook()
    try book.write("chapters/data/u.csv", csv)
    try book.write(
      "chapters/01-counter.md",
      "# The counter\n\n{{#plot chapters/data/u.csv x=n y=median_ns series=controller scale=log-log title=\"A & B\"}}\n"
    )
    let html = try book.buildPage("01-counter.html")
    #expect(html.contains("<svg class=\"plot\""))
    #expect(html.contains("aria-label=\"A &amp; B\""))
    #expect(html.contains("<td>Table</td><td>1000</td><td>20000</td>"))
  }

  /// Plots of one data file share what they read of it once per build, but each keeps its own
  /// title, and one drawing other columns or without series draws its own data.
  @Test func plotsOfOneFileKeepTheirTitlesAndColumns() throws {
    let book = try FixtureBook()
    try book.write("chapters/data/u.csv", csv)
    let plot = "{{#plot chapters/data/u.csv x=n y=median_ns"
    try book.write(
      "chapters/01-counter.md",
      "# The counter\n\n\(plot) series=controller title=\"One\"}}\n\n\(plot) series=controller title=\"Two\"}}\n\n\(plot)}}\n"
    )
    let html = try book.buildPage("01-counter.html")
    #expect(html.contains("aria-label=\"One\"") && html.contains("aria-label=\"Two\""))
    #expect(html.components(separatedBy: "<td>Table</td><td>1000</td><td>20000</td>").count == 3)
    #expect(html.contains("<td>median_ns</td><td>1000</td><td>20000</td>"))
  }

  /// A file drawn linear first and log-log after is read for each scale: a value a log-log
  /// plot cannot draw is still its error.
  @Test func aFileDrawnAtTwoScalesIsReadForEach() throws {
    let book = try FixtureBook()
    try book.write("chapters/data/zero.csv", "n,t\n0,1\n10,100\n")
    let plot = "{{#plot chapters/data/zero.csv x=n y=t"
    let errors = try book.diagnostics(
      chapter: "# The counter\n\n\(plot)}}\n\n\(plot) scale=log-log}}\n")
    #expect(errors.count == 1)
    #expect(errors.first?.contains("a log-log plot needs positive values") == true, "\(errors)")
  }

  @Test func aMissingDataFileIsALocatedError() throws {
    let book = try FixtureBook()
    let errors = try book.diagnostics(
      chapter: "# The counter\n\n{{#plot chapters/data/none.csv x=n y=m}}\n")
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix("chapters/01-counter.md:3:9: error:") == true)
  }
}

@Suite struct BookImageTests {
  @Test func imagesAreCopiedAndLinksToThemPass() throws {
    let book = try FixtureBook()
    try book.write("chapters/images/graph.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    try book.write("chapters/01-counter.md", "# The counter\n\n![The graph](images/graph.svg)\n")
    let html = try book.buildPage("01-counter.html")
    #expect(html.contains("src=\"images/graph.svg\""))
    #expect(book.exists("site/public/images/graph.svg"))
  }

  @Test func aLinkToAMissingImageIsAnError() throws {
    let book = try FixtureBook()
    #expect(
      try book.diagnostics(chapter: "# The counter\n\n![Gone](images/gone.svg)\n") == [
        "chapters/01-counter.md:3:1: error: link to 'images/gone.svg', which is not a page of the book"
      ])
  }
}
