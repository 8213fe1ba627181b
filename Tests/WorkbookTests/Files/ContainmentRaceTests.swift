import Foundation
import Testing

@testable import WorkbookBase

/// A folder of the chapters flipped to a symbolic link to `/etc` and back, as fast as a thread
/// can, while the book is built and rendered: whatever each build sees, nothing from outside the
/// package is ever published. (Before the build opened files by descriptor, 2 builds in 400
/// published the first line of `/etc/passwd`.)
@Suite struct ContainmentRaceTests {
  /// The first line of `/etc/passwd`, which must never reach a page.
  static let outside = "root:x:0:0"

  @Test func aFolderFlippedToALinkToEtcNeverPublishesIt() throws {
    let book = try FixtureBook()
    try book.write("chapters/shared/passwd", "inside:the package\n")
    try book.link("chapters/shared-link", to: "/etc")
    try book.write(
      "chapters/01-counter.md", "# The counter\n\n{{#include chapters/shared/passwd:1}}\n")
    let folder = book.root.appending(path: "chapters/shared").path
    let link = book.root.appending(path: "chapters/shared-link").path
    let stop = Flag()
    let flips = Counter()
    let finished = DispatchSemaphore(value: 0)
    Thread {
      while !stop.isSet {
        // Swap the folder and the link in one step, so that the name always exists.
        if FileSystem.exchange(folder, link) { flips.add() }
      }
      finished.signal()
    }.start()
    defer { stop.set() }

    var published = 0
    var refused = 0
    for run in 0..<400 {
      do {
        let pages: [String: String]
        if run.isMultiple(of: 2) {
          pages = try book.builder.renderedFiles()
        } else {
          try book.builder.build()
          pages = ["01-counter.html": try book.read("site/public/01-counter.html")]
        }
        let page = try #require(pages["01-counter.html"])
        #expect(!page.contains(Self.outside), "run \(run) published a file outside the package")
        #expect(page.contains("inside:the package"))
        published += 1
      } catch let list as DiagnosticList {
        #expect(list.diagnostics.allSatisfy { $0.message.contains("passwd") }, "\(list)")
        refused += 1
      }
    }
    // Reading alone, where the race window is widest.
    let package = PackageRoot(book.root)
    for _ in 0..<20_000 {
      if let text = try? package.readText("chapters/shared/passwd", at: nil) {
        #expect(!text.contains(Self.outside))
      }
    }
    stop.set()
    finished.wait()
    print("race: \(published) builds published, \(refused) refused, \(flips.value) flips")
    #expect(published + refused == 400)
    #expect(flips.value > 400)
  }

  @Test func aLinkInsideThePackageIsStillFollowed() throws {
    let book = try FixtureBook()
    try book.write("Sources/Demo/Real.swift", "let real = 1\n")
    try book.link("Sources/Linked", to: "Demo")
    try book.link("Sources/Demo/Again.swift", to: "../Linked/Real.swift")
    let package = PackageRoot(book.root)
    #expect(try package.readText("Sources/Linked/Real.swift", at: nil) == "let real = 1\n")
    #expect(try package.readText("Sources/Demo/Again.swift", at: nil) == "let real = 1\n")
    try book.link("Sources/Escape.swift", to: "../../../../../../../../etc/passwd")
    #expect(throws: Diagnostic.self) { try package.readText("Sources/Escape.swift", at: nil) }
  }

  /// What the kernel refuses to resolve beneath the root on its own (on Linux, `openat2`), the
  /// walk resolves: an absolute link that leads inside, and a link to a file on the way, which
  /// fails as a folder would.
  @Test func anAbsoluteLinkInsideIsWalkedAndOneOutsideRefused() throws {
    let book = try FixtureBook()
    try book.write("Sources/Demo/Real.swift", "let real = 1\n")
    let real = try #require(FileSystem.realPath(book.root.path))
    try book.link("Sources/Absolute.swift", to: real + "/Sources/Demo/Real.swift")
    try book.link("Sources/Outside.swift", to: "/etc/passwd")
    try book.link("Sources/FileOnTheWay", to: "Demo/Real.swift")
    let package = PackageRoot(book.root)
    #expect(try package.readText("Sources/Absolute.swift", at: nil) == "let real = 1\n")
    #expect(throws: Diagnostic.self) { try package.readText("Sources/Outside.swift", at: nil) }
    #expect(throws: Diagnostic.self) {
      try package.readText("Sources/FileOnTheWay/Real.swift", at: nil)
    }
  }
}

/// A flag one thread sets and another reads.
private final class Flag: Sendable {
  private let state = Locked(false)
  var isSet: Bool { state.withLock { $0 } }
  func set() { state.withLock { $0 = true } }
}

/// A count one thread adds to and another reads.
private final class Counter: Sendable {
  private let state = Locked(0)
  var value: Int { state.withLock { $0 } }
  func add() { state.withLock { $0 += 1 } }
}
