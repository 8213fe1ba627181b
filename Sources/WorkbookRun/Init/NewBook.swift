import WorkbookBase
import WorkbookBook
import WorkbookRender

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `workbook init`: starts a book in a Swift package, from where the package starts. It reads
/// the manifest (``PackageManifest``), takes the first library's main target, and writes a table
/// of contents, a home page (the README's opening, when there is a README, and the package's
/// targets) and a first chapter that shows that target's central declaration
/// (``StartingPoint``) and embeds one of its real tests, Swift Testing's or XCTest's, so that
/// `workbook build` works at once. With `addingDocCArticles`, the articles of the target's DocC
/// catalogue follow as chapters. The theme is the built-in one (``DefaultTheme``); the book gets
/// no `site/theme/` folder.
///
/// It writes all of it or nothing (``AllOrNothingWrite``): a file already there is listed, each
/// at its path, and left byte for byte as it was.
public enum NewBook {
  /// What `create(at:addingDocCArticles:)` wrote, relative to the root, in order.
  public static func create(at root: URL, addingDocCArticles: Bool = false) throws -> [String] {
    try create(at: root, addingDocCArticles: addingDocCArticles) {
      try PackageManifest.load(root: root)
    }
  }

  /// ``create(at:addingDocCArticles:)`` with the manifest read by `manifest`, called once the
  /// files to write are known to be writable, so a file in the way is reported at once.
  static func create(
    at root: URL, addingDocCArticles: Bool, manifest readManifest: () throws -> PackageManifest
  ) throws -> [String] {
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
    let ignore = try ignoreGeneratedFiles(in: package)
    let written = [TableOfContents.path, "chapters/index.md", "chapters/01-first-steps.md"]
    try AllOrNothingWrite(
      root: package.realPath ?? root.path,
      files: written.map { AllOrNothingWrite.File(path: $0, bytes: []) }
        + [ignore].compactMap { $0 }
    ).check()
    let manifest = try readManifest()
    let main = manifest.mainTarget
    let start = main.flatMap {
      StartingPoint.find(module: $0.name, folder: $0.folder, in: package)
    }
    let test = starterTest(
      using: start?.symbol, in: main.map { manifest.testTargets(of: $0).map(\.name) } ?? [],
      root: root)
    let articles = try addingDocCArticles ? docCArticles(of: main, in: package) : []

    var toc = "# The table of contents: the pages in reading order (see 'workbook --help').\n"
    toc += "book: \(manifest.name)\n\nchapter: index.md\n  title: \(manifest.name)\n\n"
    toc += "chapter: 01-first-steps.md\n  title: First steps\n"
    if let test { toc += "  tests: \(test.target)\n" }
    if !articles.isEmpty { toc += "\npart: Documentation\n" }
    for article in articles {
      toc += "chapter: \(article.path)\n  title: \(article.title.filter { $0 != "`" })\n"
    }
    let contents = [
      toc, homePage(of: manifest, readme: readme(in: package)),
      firstChapter(main: main, manifest: manifest, start: start, test: test),
    ]
    var files = zip(written, contents).map {
      AllOrNothingWrite.File(path: $0, bytes: Array($1.utf8))
    }
    if let ignore { files.append(ignore) }
    try AllOrNothingWrite(root: package.realPath ?? root.path, files: files).write()
    return files.map(\.path)
  }

  /// The home page: the package's name, its README's opening, the way in, and its targets.
  private static func homePage(of manifest: PackageManifest, readme: String?) -> String {
    let shownName = markdownEscaped(manifest.name)
    var page = "# \(shownName)\n\n"
    if let opening = readme.flatMap(ReadmeOpening.of) {
      page += opening + "\n\n"
    } else {
      page += "This book explains \(shownName) with listings taken from its real sources.\n\n"
    }
    page += "Start with [the first steps](01-first-steps.md).\n"
    guard !manifest.targets.isEmpty else { return page }
    page += "\n## The package's targets\n\n| Target | Kind | Sources |\n| --- | --- | --- |\n"
    for target in manifest.targets {
      page += "| `\(target.name)` | \(kind(of: target, in: manifest)) | `\(target.folder)` |\n"
    }
    return page
  }

  /// A target's kind in words: ``library `ArgumentParser` `` for a library product's target.
  private static func kind(of target: PackageManifest.Target, in manifest: PackageManifest)
    -> String
  {
    if let product = manifest.products.first(where: {
      $0.isLibrary && $0.targets.contains(target.name)
    }) {
      return "library `\(product.name)`"
    }
    switch target.type {
    case "regular": return "module"
    case "test": return "tests"
    case "system": return "system library"
    default: return target.type
    }
  }

  /// The first chapter: the main target's central declaration, and one of its tests.
  private static func firstChapter(
    main: PackageManifest.Target?, manifest: PackageManifest, start: StartingPoint?,
    test: TestDefinition?
  ) -> String {
    var chapter = "# First steps\n\n"
    if let main {
      let isLibrary = manifest.products.contains { $0.isLibrary && $0.targets.contains(main.name) }
      chapter +=
        isLibrary
        ? "`\(main.name)` is the library this package offers. "
        : "`\(main.name)` is where this package starts. "
    }
    if let start {
      let what = start.symbol.map { "`\($0)`, in `\(start.path)`" } ?? "`\(start.path)`"
      chapter += "This chapter starts from \(what) (\(start.reason)), copied in when the site is "
      chapter += "built:\n\n"
      let lines = "\(start.path):\(start.lines.lowerBound):\(start.lines.upperBound)"
      chapter += "{{#include \(ArgumentWords.written(lines))}}\n\n"
      chapter += "Lines named by number follow the file only while they stay put: mark a region in "
      chapter += "the source with `// ANCHOR: name` and `// ANCHOR_END: name`, then write "
      chapter += "`{{#include \(ArgumentWords.written(start.path + ":name"))}}`.\n\n"
    } else {
      chapter += "\n\n"
    }
    if let test {
      chapter += "One of its tests shows its source and its result in the last recorded run "
      chapter += "(`workbook test \(test.target)` records one):\n\n{{#test \(test.reference)}}\n\n"
      if let suite = test.suites.last {
        chapter += "`{{#tests \(test.target)/\(suite)}}` lists the whole "
        chapter += test.framework == .xcTest ? "class" : "suite"
        chapter += ", each test on one line with its live mark.\n"
      }
    } else {
      chapter += "Add a test under `Tests/` and embed it with `{{#test TARGET/NAME}}` (a Swift "
      chapter += "Testing function) or `{{#test TARGET/Class/testMethod}}` (an XCTest method).\n"
    }
    return chapter
  }

  /// The test the first chapter embeds: the shortest test of `targets` that names `symbol`,
  /// else the first of their tests; and only when `targets` have no test at all, the same
  /// among the other folders under `Tests/`.
  static func starterTest(using symbol: String?, in targets: [String], root: URL)
    -> TestDefinition?
  {
    let catalog = TestCatalog(root: root)
    let folders =
      (try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: "Tests").path))?
      .sorted() ?? []
    for group in [targets, folders.filter { !targets.contains($0) }] {
      let tests = group.filter(catalog.hasTarget).flatMap { catalog.tests(in: $0) }
      guard !tests.isEmpty else { continue }
      let naming = symbol.map { symbol in tests.filter { $0.source.containsWord(symbol) } } ?? []
      return naming.min { $0.lines.count < $1.lines.count } ?? tests.first
    }
    return nil
  }

  /// The articles of `target`'s DocC catalogue, for `--docc`; having none is an error.
  private static func docCArticles(of target: PackageManifest.Target?, in package: PackageRoot)
    throws(Diagnostic) -> [(path: String, title: String)]
  {
    guard let target, let catalogue = DocCCatalogue.find(in: target.folder, package: package)
    else {
      throw Diagnostic(
        "no DocC catalogue (a folder named *.docc) in \(target?.folder ?? "the package")", at: nil)
    }
    return catalogue.articles(module: target.name, package: package).compactMap { article in
      DocCArticlePath(article.path)?.pageName == nil ? nil : (article.path, article.title)
    }
  }

  /// The text of the package's README, if it has one.
  private static func readme(in package: PackageRoot) -> String? {
    for name in ["README.md", "Readme.md", "readme.md"] where package.exists(name) {
      return try? package.readText(name, at: nil)
    }
    return nil
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

extension String {
  /// Whether `word` stands in the text as a whole identifier, not inside a longer one.
  fileprivate func containsWord(_ word: String) -> Bool {
    var rest = self[...]
    while let found = rest.firstRange(of: word) {
      let before = rest[..<found.lowerBound].last ?? " "
      let after = rest[found.upperBound...].first ?? " "
      let isIdentifier = { (character: Character) in
        character.isLetter || character.isNumber || character == "_"
      }
      if !isIdentifier(before) && !isIdentifier(after) { return true }
      rest = rest[found.upperBound...]
    }
    return false
  }
}
