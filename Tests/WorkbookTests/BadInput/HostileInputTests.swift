import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookBook
@testable import WorkbookRender
@testable import WorkbookRun

/// Inputs that once crashed, hung or broke a page, and must now build a well-formed site.
@Suite struct HostileInputTests {
  /// Whether `html` is a whole page whose figures all close.
  static func isWhole(_ html: String) -> Bool {
    html.hasSuffix("</html>\n")
      && html.components(separatedBy: "<figure").count
        == html.components(separatedBy: "</figure>").count
  }

  @Test func aListNestedAHundredThousandDeepBuilds() throws {
    let book = try FixtureBook()
    try book.write(
      "chapters/01-counter.md",
      "# The counter\n\n" + String(repeating: "- ", count: 100_000) + "x\n")
    #expect(Self.isWhole(try book.buildPage("01-counter.html")))
  }

  @Test func quotesNestedAMillionDeepBuild() throws {
    let book = try FixtureBook()
    try book.write(
      "chapters/01-counter.md",
      "# The counter\n\n" + String(repeating: ">", count: 1_000_000) + " x\n")
    #expect(Self.isWhole(try book.buildPage("01-counter.html")))
  }

  @Test func emphasisNestedDeepInAHeadingBuilds() throws {
    let book = try FixtureBook()
    let depth = 20_000
    try book.write(
      "chapters/01-counter.md",
      "# The counter\n\n## " + String(repeating: "*a ", count: depth)
        + String(repeating: "b*", count: depth)
        + "\n")
    #expect(Self.isWhole(try book.buildPage("01-counter.html")))
  }

  @Test(arguments: ["\r\n", "\r"])
  func windowsAndOldMacLineEndingsBuildTheSameSite(_ ending: String) throws {
    let plain = try FixtureBook()
    try plain.builder.build()
    let converted = try FixtureBook()
    for path in [
      "chapters/book.toc", "chapters/claims.ledger", "chapters/01-counter.md", "chapters/index.md",
      "Sources/Demo/Counter.swift",
    ] {
      try converted.write(path, try converted.read(path).replacing("\n", with: ending))
    }
    try converted.builder.build()
    for page in ["index.html", "01-counter.html", "claims.html", "search-index.js"] {
      #expect(try converted.read("site/public/\(page)") == plain.read("site/public/\(page)"))
    }
  }

  @Test func aByteOrderMarkIsAccepted() throws {
    let book = try FixtureBook()
    for path in ["chapters/book.toc", "chapters/claims.ledger", "chapters/01-counter.md"] {
      try book.write(path, "\u{FEFF}" + (try book.read(path)))
    }
    let html = try book.buildPage("01-counter.html")
    #expect(html.contains("<h1 id=\"the-counter\">"))
    #expect(!html.contains("\u{FEFF}"))
  }

  @Test func aNulInAnIncludedFileLeavesTheListingWhole() throws {
    let book = try FixtureBook()
    try book.writeBytes("Sources/Demo/Other.swift", Array("let a = 1\0 // after\n".utf8))
    try book.write(
      "chapters/01-counter.md",
      "# The counter\n\n{{#include Sources/Demo/Other.swift}}\n\nThe end.\n")
    let html = try book.buildPage("01-counter.html")
    #expect(Self.isWhole(html))
    #expect(html.contains("\u{FFFD}"))
    #expect(html.contains("The end."))
  }

  @Test func aNulInARecordedFailureLeavesThePageWhole() throws {
    let book = try FixtureBook()
    try ResultsFixture.record(
      in: book, ["startsAtZero": TestOutcome(passed: false, failures: ["broke\0here"])])
    let html = try book.buildPage("01-counter.html")
    #expect(Self.isWhole(html))
    #expect(html.contains("broke\u{FFFD}here"))
    #expect(html.contains("Counters overflow."))
  }

  @Test func aLogLogPlotFromTheSmallestToTheLargestDoubleIsDrawn() throws {
    let book = try FixtureBook()
    try book.write("chapters/data/u.csv", "a,b\n5e-324,1\n1e308,2\n")
    try book.write(
      "chapters/01-counter.md",
      "# The counter\n\n{{#plot chapters/data/u.csv x=a y=b scale=log-log}}\n")
    let html = try book.buildPage("01-counter.html")
    #expect(html.contains(">1e-324<") && html.contains(">1e316<"))
    for bad in ["\"nan", "\"inf", "\"-inf", ">nan", ">inf", ",nan", ",inf"] {
      #expect(!html.contains(bad))
    }
  }

  @Test func aLinkedImageInsideThePackageIsCopiedAsAFile() throws {
    let book = try FixtureBook()
    try book.write("Docs/graph.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    try book.link("chapters/images/graph.svg", to: "../../Docs/graph.svg")
    try book.builder.build()
    let copied = book.root.appending(path: "site/public/images/graph.svg").path
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: copied)) == nil)
    #expect(try book.read("site/public/images/graph.svg").hasPrefix("<svg"))
  }
}

/// The smaller promises: unique ids, honest progress files, no temporary files left behind.
@Suite struct SmallerPromisesTests {
  @Test func aTestEmbeddedTwiceIsOneErrorAtTheSecondNotADuplicateId() throws {
    let book = try FixtureBook()
    let errors = try book.diagnostics(
      chapter:
        "# The counter\n\n{{#test DemoTests/startsAtZero}}\n\n{{#test DemoTests/startsAtZero}}\n")
    #expect(
      errors == [
        "chapters/01-counter.md:5:1: error: lines 4–6 of 'Tests/DemoTests/CounterTests.swift' are already shown at chapters/01-counter.md:3 ('The counter'); show each listing once and link to it there"
      ])
  }

  @Test func aCorruptProgressFileIsReportedNotReplaced() throws {
    let book = try FixtureBook()
    try book.write(".workbook/exercises.json", "{ not json")
    #expect(throws: Diagnostic.self) { try ExerciseProgress.load(root: book.root) }
    do {
      _ = try ExerciseProgress.load(root: book.root)
    } catch {
      #expect(
        error.description
          == ".workbook/exercises.json:1:1: error: cannot read .workbook/exercises.json, which is not the progress file this version writes; fix it, or move it away to start afresh"
      )
    }
    #expect(try book.read(".workbook/exercises.json") == "{ not json")
  }

  @Test func temporaryFilesOfAFinishedProcessAreRemoved() throws {
    let finished = Process()
    finished.executableURL = URL(filePath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    let abandoned = FileManager.default.temporaryDirectory.appending(
      path: "workbook-\(finished.processIdentifier)-test-left")
    try FileManager.default.createDirectory(at: abandoned, withIntermediateDirectories: true)
    try Data("left".utf8).write(to: abandoned.appending(path: "events.jsonl"))
    let mine = try ScratchFolder(for: "test")
    defer { mine.remove() }
    #expect(!FileManager.default.fileExists(atPath: abandoned.path))
    #expect(mine.url.lastPathComponent.hasPrefix("workbook-\(getpid())-test-"))
  }
}
