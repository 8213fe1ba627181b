import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookRun
@testable import WorkbookSite

/// `workbook init` writes a whole book or nothing, never over a file that is there, and the book
/// it writes builds whatever the package looks like.
@Suite struct InitSafetyTests {
  /// A package folder holding `Package.swift` for `name` and the files given.
  private static func package(named name: String, _ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appending(
      path: "workbook-init-\(UUID().uuidString)")
    // The name as a Swift string literal: `init` reads the manifest as SwiftPM evaluates it.
    let literal = name.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    let manifest =
      "// swift-tools-version: 6.0\nimport PackageDescription\n\n"
      + "let package = Package(name: \"\(literal)\", targets: [.target(name: \"Lib\")])\n"
    for (path, text) in files.merging(["Package.swift": manifest], uniquingKeysWith: { a, _ in a })
    {
      let url = root.appending(path: path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  /// Every file under `root` with its bytes.
  private static func contents(of root: URL) throws -> [String: Data] {
    var contents: [String: Data] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: root.path) {
      contents[path] = FileManager.default.contents(atPath: root.appending(path: path).path)
    }
    return contents
  }

  @Test func anExistingHomePageIsListedAndLeftByteForByte() throws {
    let home = "# My own home page\r\n\u{0}kept as it is"
    let root = try Self.package(
      named: "Kept",
      ["Sources/Lib/Lib.swift": "let x = 1\n", "chapters/index.md": home, ".gitignore": "old\n"])
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try Self.contents(of: root)
    let run = try WorkbookBinary.run(["init"], in: root)
    #expect(run.status == 1)
    #expect(
      run.standardError
        == "chapters/index.md:1:1: error: 'workbook init' would overwrite this file; move it away first (init writes only new files)\n1 error\n"
    )
    #expect(try Self.contents(of: root) == before)
  }

  @Test func everyFileInTheWayIsListed() throws {
    let root = try Self.package(
      named: "Kept",
      ["chapters/index.md": "a", "chapters/01-first-steps.md": "b", ".gitignore/keep": "c"])
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try Self.contents(of: root)
    #expect(throws: DiagnosticList.self) { try NewBook.create(at: root) }
    do {
      _ = try NewBook.create(at: root)
    } catch let list as DiagnosticList {
      #expect(
        list.diagnostics.map(\.description) == [
          "chapters/index.md:1:1: error: 'workbook init' would overwrite this file; move it away first (init writes only new files)",
          "chapters/01-first-steps.md:1:1: error: 'workbook init' would overwrite this file; move it away first (init writes only new files)",
          ".gitignore:1:1: error: 'workbook init' adds lines to '.gitignore', which is not a regular file",
        ])
    }
    #expect(try Self.contents(of: root) == before)
  }

  @Test func anUnwritableIgnoreFileStopsInitBeforeItWritesAnything() throws {
    // A `.gitignore` that is a folder cannot be written by anyone, root included.
    let root = try Self.package(named: "Half", ["Sources/Lib/Lib.swift": "let x = 1\n"])
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appending(path: ".gitignore"), withIntermediateDirectories: true)
    #expect(throws: DiagnosticList.self) { try NewBook.create(at: root) }
    #expect(!FileManager.default.fileExists(atPath: root.appending(path: "chapters").path))
  }

  @Test(.enabled(if: geteuid() != 0, "root may write any file"))
  func aReadOnlyIgnoreFileStopsInitBeforeItWritesAnything() throws {
    let root = try Self.package(
      named: "Half", ["Sources/Lib/Lib.swift": "let x = 1\n", ".gitignore": "old\n"])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(chmod(root.appending(path: ".gitignore").path, 0o444) == 0)
    #expect(throws: DiagnosticList.self) { try NewBook.create(at: root) }
    #expect(!FileManager.default.fileExists(atPath: root.appending(path: "chapters").path))
  }

  @Test func anEmptyFirstSourceFileStillGivesABookThatBuilds() throws {
    let root = try Self.package(
      named: "Sparse",
      ["Sources/Lib/A.swift": "", "Sources/Lib/B.swift": "let b = 2\n", ".gitignore": "old"])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(
      try NewBook.create(at: root) == [
        "chapters/book.toc", "chapters/index.md", "chapters/01-first-steps.md", ".gitignore",
      ])
    try SiteBuilder(root: root).build()
    let chapter = try String(
      contentsOf: root.appending(path: "site/public/01-first-steps.html"), encoding: .utf8)
    #expect(chapter.contains("Sources/Lib/B.swift"))
    #expect(
      try String(contentsOf: root.appending(path: ".gitignore"), encoding: .utf8)
        == "old\nsite/public\nsite/.public-*\n.workbook/\n")
  }

  @Test func onlyEmptySourcesGiveABookWithoutAListingThatBuilds() throws {
    let root = try Self.package(named: "Empty", ["Sources/Lib/A.swift": ""])
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try NewBook.create(at: root)
    try SiteBuilder(root: root).build()
  }

  @Test(arguments: [
    "*Stars* and _lines_", "<b>Bold</b>", "{{#test X/y}}", "[a link](nowhere.md)", "# Heading",
    "`tick", "Back\\slash",
  ])
  func aNameCmarkWouldReadAsMarkupIsShownAsItIs(_ name: String) throws {
    let root = try Self.package(named: name, ["Sources/Lib/Lib.swift": "let x = 1\n"])
    defer { try? FileManager.default.removeItem(at: root) }
    // The manifest as `swift package dump-package` prints it, without running it seven times.
    var json: [UInt8] = []
    JSONText.string(name, into: &json)
    let manifest = """
      {"name": \(String(decoding: json, as: UTF8.self)), "products": [],
       "targets": [{"name": "Lib", "type": "regular", "dependencies": []}]}
      """
    _ = try NewBook.create(at: root, addingDocCArticles: false) {
      try PackageManifest.parse(Data(manifest.utf8))
    }
    try SiteBuilder(root: root).build()
    let home = try String(
      contentsOf: root.appending(path: "site/public/index.html"), encoding: .utf8)
    // What a reader sees: the page's text without the comment that parts a directive's braces.
    #expect(
      home.replacing("<!-- -->", with: "").contains(
        "This book explains \(HTML.escape(name)) with listings"))
  }
}
