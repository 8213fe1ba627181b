import Foundation
import Testing

/// `workbook init` in a package fresh from `swift package init`, then a build from scratch.
@Suite struct InitTests {
  @Test func aFreshPackageGetsABookThatBuilds() throws {
    let root = FileManager.default.temporaryDirectory.appending(
      path: "workbook-init-\(UUID().uuidString)/Greeter")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    let swift = Process()
    swift.executableURL = URL(filePath: "/usr/bin/env")
    swift.arguments = ["swift", "package", "init", "--type", "library", "--name", "Greeter"]
    swift.currentDirectoryURL = root
    swift.standardOutput = FileHandle.nullDevice
    try swift.run()
    swift.waitUntilExit()
    try #require(swift.terminationStatus == 0)

    let initialised = try WorkbookBinary.run(["init"], in: root)
    #expect(initialised.status == 0, "\(initialised.standardError)")
    let built = try WorkbookBinary.run(["build"], in: root)
    #expect(built.status == 0, "\(built.standardError)")
    #expect(!FileManager.default.fileExists(atPath: root.appending(path: "site/theme").path))
    let chapter = try String(
      contentsOf: root.appending(path: "site/public/01-first-steps.html"), encoding: .utf8)
    #expect(chapter.contains("in <code>Sources/Greeter/Greeter.swift</code>"))
    #expect(chapter.contains("test <code>GreeterTests/example</code>"))
    #expect(
      FileManager.default.fileExists(atPath: root.appending(path: "site/public/workbook.css").path))

    let again = try WorkbookBinary.run(["init"], in: root)
    #expect(again.status == 1)
    #expect(
      again.standardError == "chapters/book.toc:1:1: error: this package already has a book\n")
  }

  @Test func aFolderWithoutAPackageIsRefused() throws {
    let root = FileManager.default.temporaryDirectory.appending(
      path: "workbook-init-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try WorkbookBinary.run(["init"], in: root)
    #expect(run.status == 1)
    #expect(
      run.standardError
        == "error: no Package.swift in '\(root.standardizedFileURL.path)': run 'workbook init' in a Swift package's root folder\n"
    )
  }

  @Test func aBookWithoutAThemeFolderUsesTheBuiltInTheme() throws {
    let themed = try FixtureBook()
    try themed.builder.build()
    let plain = try FixtureBook()
    try FileManager.default.removeItem(at: plain.root.appending(path: "site/theme"))
    try plain.builder.build()
    for file in ["index.html", "01-counter.html", "workbook.css", "workbook.js"] {
      #expect(try plain.read("site/public/\(file)") == themed.read("site/public/\(file)"))
    }
  }
}
