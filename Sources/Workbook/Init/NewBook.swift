#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `workbook init`: starts a book in a Swift package. Writes a table of contents, a home page
/// and a first chapter that includes the opening lines of the package's first source file and
/// embeds its first test, so that `workbook build` works at once. The theme is the built-in one
/// (``DefaultTheme``); the book gets no `site/theme/` folder.
public enum NewBook {
  /// What `create(at:)` wrote, relative to the root, in order.
  public static func create(at root: URL) throws -> [String] {
    let package = PackageRoot(root)
    guard package.exists("Package.swift") else {
      throw Diagnostic(
        "no Package.swift in '\(root.path)': run 'workbook init' in a Swift package's root folder",
        at: nil)
    }
    guard !package.exists(TableOfContents.path) else {
      throw Diagnostic(
        "this package already has a book", at: .init(path: TableOfContents.path, line: 1, column: 1)
      )
    }
    let name = packageName(try package.readText("Package.swift", at: nil)) ?? root.lastPathComponent
    let source = SourceTree.files(under: root.appending(path: "Sources"), extension: "swift")
      .first.map { "Sources/\($0)" }
    let test = firstTest(root: root)

    var files: [(String, String)] = []
    var toc = "# The table of contents: the pages in reading order (see 'workbook --help').\n"
    toc += "book: \(name)\n\nchapter: index.md\n  title: \(name)\n\n"
    toc += "chapter: 01-first-steps.md\n  title: First steps\n"
    if let test { toc += "  tests: \(test.target)\n" }
    files.append((TableOfContents.path, toc))
    files.append(
      (
        "chapters/index.md",
        "# \(name)\n\nThis book explains \(name) with listings taken from its real sources. "
          + "Start with [the first steps](01-first-steps.md).\n"
      ))
    var chapter = "# First steps\n\n"
    if let source {
      let count = try package.readText(source, at: nil).lines.count
      let last = max(1, min(count - 1, 20))
      chapter += "The opening lines of `\(source)`, copied in when the site is built:\n\n"
      chapter += "{{#include \(source):1:\(last)}}\n\n"
      chapter += "Name a region instead by marking it in the source with `// ANCHOR: name` and "
      chapter += "`// ANCHOR_END: name`, then write `{{#include \(source):name}}`.\n\n"
    }
    if let test {
      chapter += "A test shows its source and its last recorded result "
      chapter += "(run `workbook test` to record one):\n\n{{#test \(test.reference)}}\n"
    } else {
      chapter += "Add a test under `Tests/` and embed it with `{{#test TARGET/NAME}}`.\n"
    }
    files.append(("chapters/01-first-steps.md", chapter))

    try FileManager.default.createDirectory(
      at: root.appending(path: "chapters"), withIntermediateDirectories: true)
    for (path, text) in files {
      try SiteWriter.writeFile(Array(text.utf8), to: root.appending(path: path).path)
    }
    return files.map(\.0) + (try ignoreGeneratedFiles(at: root))
  }

  /// The `name:` the manifest gives the package, if it can be read off the text.
  static func packageName(_ manifest: String) -> String? {
    guard let start = manifest.firstRange(of: "name:") else { return nil }
    let rest = manifest[start.upperBound...].drop(while: { $0 == " " || $0 == "\n" })
    guard rest.first == "\"" else { return nil }
    let name = rest.dropFirst().prefix(while: { $0 != "\"" && $0 != "\n" })
    return name.isEmpty ? nil : String(name)
  }

  /// The first test of the first test target that has one.
  private static func firstTest(root: URL) -> TestDefinition? {
    let catalog = TestCatalog(root: root)
    let targets =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appending(path: "Tests").path)) ?? []
    for target in targets.sorted() where catalog.hasTarget(target) {
      if let test = catalog.tests(in: target).first { return test }
    }
    return nil
  }

  /// Adds what a build writes to `.gitignore`; returns `[".gitignore"]` if it changed it.
  private static func ignoreGeneratedFiles(at root: URL) throws -> [String] {
    let url = root.appending(path: ".gitignore")
    let existing = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    let present = Set(existing.lines.map { $0.trimmingSpaces })
    let missing = ["site/public", "site/.public-*", ".workbook/"].filter { !present.contains($0) }
    guard !missing.isEmpty else { return [] }
    let separator = existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n"
    let text = existing + separator + missing.joined(separator: "\n") + "\n"
    try SiteWriter.writeFile(Array(text.utf8), to: url.path)
    return [".gitignore"]
  }
}
