#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `workbook init`: starts a book in a Swift package. Writes a table of contents, a home page
/// and a first chapter that includes the opening lines of the package's first non-empty source
/// file and embeds its first test, so that `workbook build` works at once. The theme is the
/// built-in one (``DefaultTheme``); the book gets no `site/theme/` folder.
///
/// It writes all of it or nothing (``AllOrNothingWrite``): a file already there is listed, each
/// at its path, and left byte for byte as it was.
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
    let source = firstSource(in: package)
    let test = firstTest(root: root)

    var toc = "# The table of contents: the pages in reading order (see 'workbook --help').\n"
    toc += "book: \(name)\n\nchapter: index.md\n  title: \(name)\n\n"
    toc += "chapter: 01-first-steps.md\n  title: First steps\n"
    if let test { toc += "  tests: \(test.target)\n" }
    let shownName = markdownEscaped(name)
    var chapter = "# First steps\n\n"
    if let source {
      chapter += "The opening lines of `\(source.path)`, copied in when the site is built:\n\n"
      chapter += "{{#include \(source.path):1:\(min(source.lines, 20))}}\n\n"
      chapter += "Name a region instead by marking it in the source with `// ANCHOR: name` and "
      chapter += "`// ANCHOR_END: name`, then write `{{#include \(source.path):name}}`.\n\n"
    }
    if let test {
      chapter += "A test shows its source and its last recorded result "
      chapter += "(run `workbook test` to record one):\n\n{{#test \(test.reference)}}\n"
    } else {
      chapter += "Add a test under `Tests/` and embed it with `{{#test TARGET/NAME}}`.\n"
    }
    var files = [
      AllOrNothingWrite.File(path: TableOfContents.path, bytes: Array(toc.utf8)),
      AllOrNothingWrite.File(
        path: "chapters/index.md",
        bytes: Array(
          ("# \(shownName)\n\nThis book explains \(shownName) with listings taken from its real "
            + "sources. Start with [the first steps](01-first-steps.md).\n").utf8)),
      AllOrNothingWrite.File(path: "chapters/01-first-steps.md", bytes: Array(chapter.utf8)),
    ]
    if let ignore = try ignoreGeneratedFiles(in: package) { files.append(ignore) }
    try AllOrNothingWrite(root: package.realPath ?? root.path, files: files).write()
    return files.map(\.path)
  }

  /// The `name:` the manifest gives the package, if it can be read off the text.
  static func packageName(_ manifest: String) -> String? {
    guard let start = manifest.firstRange(of: "name:") else { return nil }
    let rest = manifest[start.upperBound...].drop(while: { $0 == " " || $0 == "\n" })
    guard rest.first == "\"" else { return nil }
    let name = rest.dropFirst().prefix(while: { $0 != "\"" && $0 != "\n" })
    return name.isEmpty ? nil : String(name)
  }

  /// `text` as Markdown shows it literally: every ASCII punctuation character backslash-escaped
  /// (CommonMark allows it before any of them), so a package named `*Stars*` or `<b>` is a name
  /// on the page, not emphasis or HTML. A directive's opening `{{` is refused in prose even
  /// escaped, so an empty HTML comment parts its two braces: `{{#test x}}` reads the same.
  static func markdownEscaped(_ text: String) -> String {
    var escaped = ""
    for character in text.unicodeScalars {
      if character.isASCII, character.properties.isPatternSyntax || character == "_" {
        escaped.append("\\")
      }
      escaped.unicodeScalars.append(character)
    }
    return escaped.replacing("\\{\\{", with: "\\{<!-- -->\\{")
  }

  /// The first Swift file under `Sources/` with at least one line (an empty one has nothing to
  /// show), and how many lines it has.
  private static func firstSource(in package: PackageRoot) -> (path: String, lines: Int)? {
    for file in SourceTree.files(under: package.url.appending(path: "Sources"), extension: "swift")
    {
      let path = "Sources/\(file)"
      guard var lines = try? package.readText(path, at: nil).lines else { continue }
      if lines.last == "" { lines.removeLast() }
      if !lines.isEmpty { return (path, lines.count) }
    }
    return nil
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

  /// The `.gitignore` with what a build writes added, or nil when it already lists all of it.
  /// Its bytes are kept as they are, whatever their encoding.
  private static func ignoreGeneratedFiles(in package: PackageRoot) throws(Diagnostic)
    -> AllOrNothingWrite.File?
  {
    let path = ".gitignore"
    let existing =
      FileSystem.linkStatus(package.url.path + "/" + path) == .regular
      ? try package.readBytes(path, at: nil) : []
    let present = Set(String(decoding: existing, as: UTF8.self).lines.map { $0.trimmingSpaces })
    let missing = ["site/public", "site/.public-*", ".workbook/"].filter { !present.contains($0) }
    guard !missing.isEmpty else { return nil }
    let separator = existing.isEmpty || existing.last == UInt8(ascii: "\n") ? "" : "\n"
    return AllOrNothingWrite.File(
      path: path,
      bytes: existing + Array((separator + missing.joined(separator: "\n") + "\n").utf8),
      replaces: !existing.isEmpty || FileSystem.linkStatus(package.url.path + "/" + path) != nil)
  }
}
