import Foundation
import Testing

@testable import WorkbookBase

/// No input is read whole beyond ``PackageRoot/largestInput``; a larger source file is read in
/// pieces for the lines an include shows.
@Suite struct InputLimitTests {
  /// A Swift file of `lines` numbered lines of about 100 bytes, with an anchor around the last.
  static func largeSource(lines: Int) -> [UInt8] {
    let padding = String(repeating: "x", count: 80)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(lines * 100)
    for number in 1..<lines { bytes += Array("let line\(number) = \"\(padding)\"\n".utf8) }
    bytes += Array("// ANCHOR: last\nlet last = \(lines)\r\n// ANCHOR_END: last\n".utf8)
    return bytes
  }

  @Test func aLargeFileIsIncludedByLineAndByAnchor() throws {
    let book = try FixtureBook()
    let count = 200_000
    let source = Self.largeSource(lines: count)
    #expect(source.count > PackageRoot.largestInput)
    try book.writeBytes("Sources/Demo/Large.swift", source)
    try book.write(
      "chapters/01-counter.md",
      "# The counter\n\n{{#include Sources/Demo/Large.swift:2}}\n\n"
        + "{{#include Sources/Demo/Large.swift:last}}\n\n"
        + "{{#include Sources/Demo/Large.swift:\(count - 1):\(count - 1)}}\n")
    let page = try book.buildPage("01-counter.html")
    #expect(page.contains("line2"))
    #expect(page.contains("\(count)"))
    #expect(page.contains("line\(count - 1)"))
    #expect(!page.contains("line3 "))
  }

  @Test func aLargeFileShownWholeIsALocatedError() throws {
    let book = try FixtureBook()
    try book.writeBytes("Sources/Demo/Large.swift", Self.largeSource(lines: 200_000))
    #expect(
      try book.diagnostics(chapter: "# The counter\n\n{{#include Sources/Demo/Large.swift}}\n")
        == [
          "chapters/01-counter.md:3:12: error: the lines shown from 'Sources/Demo/Large.swift' are more than the 16 MB the build reads from one file; show fewer"
        ])
    let outside = try book.diagnostics(
      chapter: "# The counter\n\n{{#include Sources/Demo/Large.swift:199999:200005}}\n")
    #expect(
      outside
        == [
          "chapters/01-counter.md:3:37: error: lines 199999–200005 are outside 'Sources/Demo/Large.swift', which has 200002 lines"
        ], "\(outside)")
  }

  @Test func aDataFileOverTheLimitIsALocatedError() throws {
    let book = try FixtureBook()
    try book.write("chapters/data/huge.csv", "")
    // Sparse: the size is what is refused, before a byte is read.
    #expect(truncate(book.root.appending(path: "chapters/data/huge.csv").path, 1 << 30) == 0)
    let found = try book.diagnostics(
      chapter: "# The counter\n\n{{#table chapters/data/huge.csv columns=a}}\n")
    #expect(
      found
        == [
          "chapters/01-counter.md:3:10: error: 'chapters/data/huge.csv' is 1024 MB, more than the 16 MB the build reads from one file"
        ], "\(found)")
  }

  @Test func aChapterOverTheLimitIsAnErrorAtItsEntry() throws {
    let book = try FixtureBook()
    #expect(
      truncate(
        book.root.appending(path: "chapters/01-counter.md").path,
        off_t(PackageRoot.largestInput + 1)) == 0)
    #expect(
      book.diagnostics() == [
        "chapters/book.toc:9:1: error: 'chapters/01-counter.md' is 17 MB, more than the 16 MB the build reads from one file"
      ])
  }
}
