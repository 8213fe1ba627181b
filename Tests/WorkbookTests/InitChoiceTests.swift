import Foundation
import Testing

@testable import WorkbookBase
@testable import WorkbookRun

/// What `workbook init` starts a book from: the manifest's main target, its central file and
/// declaration, one real test, and the README's opening.
@Suite struct InitChoiceTests {
  /// A package folder holding `files`.
  private static func package(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appending(
      path: "workbook-init-choice-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appending(path: path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  /// `swift package dump-package` as it printed swift-argument-parser's manifest.
  @Test func theManifestOfARealPackageNamesItsMainTargetAndItsTests() throws {
    let json = try Data(
      contentsOf: FixtureBook.fixtures.appending(path: "Manifests/swift-argument-parser.json"))
    let manifest = try PackageManifest.parse(json)
    #expect(manifest.name == "swift-argument-parser")
    let main = try #require(manifest.mainTarget)
    #expect(main.name == "ArgumentParser")
    #expect(main.folder == "Sources/ArgumentParser")
    #expect(
      manifest.testTargets(of: main).map(\.name) == [
        "ArgumentParserEndToEndTests", "ArgumentParserPackageManagerTests",
        "ArgumentParserUnitTests",
      ])
    #expect(manifest.targets.first { $0.name == "roll" }?.folder == "Examples/roll")
  }

  @Test func theDocumentationsFirstSymbolComesFirst() throws {
    let root = try Self.package([
      "Sources/Engine/Engine.swift": "public enum Engine {}\n",
      "Sources/Engine/Parts/Gearbox.swift":
        "// Gears.\n\nimport Foundation\n\n/// Turns the wheels.\n@available(macOS 15, *)\npublic struct Gearbox {\n  var ratio = 3\n}\n",
      "Sources/Engine/Engine.docc/Engine.md":
        "# ``Engine``\n\nAn engine.\n\n## Topics\n\n- <doc:Starting>\n- ``Gearbox/shift()-4xk1``\n- ``Engine``\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let start = StartingPoint.find(
      module: "Engine", folder: "Sources/Engine", in: PackageRoot(root))
    #expect(
      start
        == StartingPoint(
          path: "Sources/Engine/Parts/Gearbox.swift", lines: 5...9, symbol: "Gearbox",
          reason: "the first symbol its documentation lists"))
  }

  @Test func thenTheFileNamedLikeTheModuleThenTheMostPublicAPI() throws {
    let named = try Self.package([
      "Sources/Engine/Engine.swift":
        "struct Hidden {}\n\n/// The engine.\npublic enum Engine {\n}\n",
      "Sources/Engine/Valve.swift": "public struct Valve {}\npublic func open() {}\n",
    ])
    defer { try? FileManager.default.removeItem(at: named) }
    #expect(
      StartingPoint.find(module: "Engine", folder: "Sources/Engine", in: PackageRoot(named))
        == StartingPoint(
          path: "Sources/Engine/Engine.swift", lines: 3...5, symbol: "Engine",
          reason: "the file named like the module"))

    let busiest = try Self.package([
      "Sources/Engine/Piston.swift":
        "public func fire() {}\n\npublic final class Piston {\n  public var stroke = 1\n}\n",
      "Sources/Engine/Valve.swift": "public struct Valve {}\n",
    ])
    defer { try? FileManager.default.removeItem(at: busiest) }
    #expect(
      StartingPoint.find(module: "Engine", folder: "Sources/Engine", in: PackageRoot(busiest))
        == StartingPoint(
          path: "Sources/Engine/Piston.swift", lines: 3...5, symbol: "Piston",
          reason: "the file that declares the most public API"))
  }

  /// A listing must balance its braces: a declaration too long for a first listing gives way
  /// to a shorter one, and a file of comments is shown whole.
  @Test func theListingIsAWholeDeclaration() throws {
    let long = (1...70).map { "  var field\($0) = \($0)" }.joined(separator: "\n")
    let root = try Self.package([
      "Sources/Engine/Engine.swift": "public struct Engine {\n\(long)\n}\n\nfunc idle() {\n}\n",
      "Sources/Other/Other.swift": "// Nothing\n// here.\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(
      StartingPoint.find(module: "Engine", folder: "Sources/Engine", in: PackageRoot(root))?.lines
        == 74...75)
    #expect(
      StartingPoint.find(module: "Other", folder: "Sources/Other", in: PackageRoot(root))
        == StartingPoint(
          path: "Sources/Other/Other.swift", lines: 1...2, symbol: nil,
          reason: "the file named like the module"))
  }

  @Test func theTestIsTheShortestOfTheTargetsTestsThatNamesTheSymbol() {
    let root = FixtureBook.fixtures.appending(path: "Books/Mixed")
    #expect(
      NewBook.starterTest(using: "twice", in: ["MixTests"], root: root)?.reference
        == "MixTests/ArithmeticTests/testInExtension")
    #expect(
      NewBook.starterTest(using: "twice", in: ["MixTests", "MixSwiftTests"], root: root)?
        .reference == "MixSwiftTests/twiceOfThree")
    #expect(
      NewBook.starterTest(using: "Unnamed", in: ["MixSwiftTests"], root: root)?.reference
        == "MixSwiftTests/twiceOfThree")
    #expect(
      NewBook.starterTest(using: nil, in: ["NoSuchTests"], root: root)?.reference
        == "MixSwiftTests/twiceOfThree", "with no test in the targets, any folder's")
  }

  @Test func theReadmesFirstSectionOpensTheHomePage() {
    let readme = """
      # Swift Argument Parser

      ## Usage

      Begin by declaring a type.

      ```swift
      ## Not a heading
      ```

      ### Details

      More.

      ## Documentation

      Elsewhere.
      """
    #expect(
      ReadmeOpening.of(readme)
        == "## Usage\n\nBegin by declaring a type.\n\n```swift\n## Not a heading\n```\n\n### Details\n\nMore."
    )
  }

  @Test func whatTheBookCannotShowIsLeftOut() {
    let readme = """
      Pkg
      ===

      [![CI](https://example.com/badge.svg)](https://example.com/ci)
      <p align="center"><img src="logo.png"></p>

      Pkg does [things](Docs/Things.md) and [more](https://example.com).![Shot](shot.png)
      Write `[kept](Code.md)` and {{#test x}}.

      ## Install
      """
    #expect(
      ReadmeOpening.of(readme)
        == "Pkg does things and [more](https://example.com).\nWrite `[kept](Code.md)` and {<!-- -->{#test x}}."
    )
    #expect(ReadmeOpening.of("# Only a title\n") == nil)
  }

  /// The whole of `init` on a package whose tests mix XCTest and Swift Testing: the book it
  /// writes passes `workbook check`.
  @Test func aMixedPackageGetsABookThatChecks() throws {
    let book = try FixtureBook("Mixed")
    try FileManager.default.removeItem(at: book.root.appending(path: "chapters"))
    try book.write("README.md", "# Mix\n\nTwice as much, tested twice.\n")
    #expect(
      try NewBook.create(at: book.root) == [
        "chapters/book.toc", "chapters/index.md", "chapters/01-first-steps.md", ".gitignore",
      ])
    let chapter = try book.read("chapters/01-first-steps.md")
    #expect(
      chapter.contains(
        "This chapter starts from `twice`, in `Sources/Mix/Mix.swift` (the file named like the module)"
      ))
    #expect(chapter.contains("{{#include Sources/Mix/Mix.swift:1:1}}"))
    #expect(chapter.contains("{{#test MixSwiftTests/twiceOfThree}}"))
    #expect(try book.read("chapters/book.toc").contains("  tests: MixSwiftTests\n"))
    let home = try book.read("chapters/index.md")
    #expect(home.hasPrefix("# Mix\n\nTwice as much, tested twice.\n\nStart with"))
    #expect(home.contains("| `MixTests` | tests | `Tests/MixTests` |"))
    #expect(book.diagnostics() == [])
  }

  /// swift-argument-parser keeps `ParsableCommand` in `Sources/ArgumentParser/Parsable Types`:
  /// the include `init` writes must read back as one path.
  @Test func aCentralFileInAFolderWithASpaceIsIncludedWhole() throws {
    let book = try FixtureBook("Mixed")
    try FileManager.default.removeItem(at: book.root.appending(path: "chapters"))
    let folder = book.root.appending(path: "Sources/Mix/Core Types")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      at: book.root.appending(path: "Sources/Mix/Mix.swift"),
      to: folder.appending(path: "Mix.swift"))
    _ = try NewBook.create(at: book.root)
    let chapter = try book.read("chapters/01-first-steps.md")
    #expect(chapter.contains(#"{{#include "Sources/Mix/Core Types/Mix.swift:1:1"}}"#))
    #expect(chapter.contains(#"`{{#include "Sources/Mix/Core Types/Mix.swift:name"}}`"#))
    #expect(book.diagnostics() == [])
  }

  @Test func aRequestForArticlesWithoutACatalogueIsRefused() throws {
    let root = try Self.package([
      "Package.swift":
        "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Bare\", targets: [.target(name: \"Bare\")])\n",
      "Sources/Bare/Bare.swift": "public struct Bare {}\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(
      throws: Diagnostic("no DocC catalogue (a folder named *.docc) in Sources/Bare", at: nil)
    ) {
      try NewBook.create(at: root, addingDocCArticles: true)
    }
    #expect(!FileManager.default.fileExists(atPath: root.appending(path: "chapters").path))
  }
}
