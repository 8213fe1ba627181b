import Foundation
import Testing

/// A build killed at any moment leaves a complete site: the last good one or the new one.
@Suite struct KillTests {
  @Test func aBuildKilledAtAnyMomentLeavesACompleteSite() throws {
    let book = try FixtureBook()
    let chapter = try book.read("chapters/01-counter.md")
    let versions = [chapter, chapter + "\nA second version of the page.\n"]
    var complete: [[String: Data]] = []
    var slowest = 0.0
    for version in versions {
      try book.write("chapters/01-counter.md", version)
      let started = Date()
      let run = try WorkbookBinary.run(["build"], in: book.root)
      try #require(run.status == 0, "\(run.standardError)")
      slowest = max(slowest, Date().timeIntervalSince(started))
      complete.append(try book.siteSnapshot())
    }
    #expect(complete[0] != complete[1])

    var generator = SystemRandomNumberGenerator()
    for attempt in 0..<40 {
      try book.write("chapters/01-counter.md", versions[attempt % 2])
      let build = try WorkbookBinary.start(["build"], in: book.root)
      usleep(UInt32(Double.random(in: 0...(slowest * 1.2), using: &generator) * 1_000_000))
      kill(build.processIdentifier, SIGKILL)
      build.waitUntilExit()
      let site = try book.siteSnapshot()
      #expect(complete.contains(site), "after a kill in attempt \(attempt), the site is whole")
      #expect(site["index.html"] != nil)
    }

    let finished = try WorkbookBinary.run(["build"], in: book.root)
    #expect(finished.status == 0)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: book.root.appending(path: "site").path
    ).filter { $0.hasPrefix(".public-new-") || $0.hasPrefix(".public-old-") }
    #expect(leftovers.isEmpty, "the next build removes what killed builds left")
  }

  @Test func twoBuildsAtOnceBothSucceed() throws {
    let book = try FixtureBook()
    let builds = try (0..<4).map { _ in try WorkbookBinary.start(["build"], in: book.root) }
    for build in builds {
      build.waitUntilExit()
      #expect(build.terminationStatus == 0)
    }
    #expect(book.exists("site/public/index.html"))
  }
}
