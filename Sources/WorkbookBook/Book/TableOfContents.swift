import WorkbookBase

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads `chapters/book.toc`, the table of contents, into a ``Book``.
///
/// The format (see the comment at the top of the real file): a `book:` line with the title, an
/// optional `ledger:` line naming the claims ledger, an optional `sources:` line naming the
/// sources ledger, then `part:` lines opening sidebar groups,
/// `chapter: FILE.md` entries with indented `title:` and optional `tests:` and `kind:` fields, and
/// at most one `appendix: claims` entry with a `title:`. An optional `reading-minutes-per-chapter:`
/// line caps every main-line chapter's ``ReadingTime``; `kind: appendix` marks a chapter as
/// reference reading, outside the cap and outside the home page's route. A `chapter:` may also
/// name an article of a DocC catalogue by its path from the book's root
/// (`chapter: Sources/X/Documentation.docc/Article.md`); its page is named after the file.
/// Unknown keys, missing fields and missing files are located errors.
public enum TableOfContents {
  /// The longest file name the common file systems take, in bytes (`NAME_MAX`).
  static let maximumNameLength = 255

  /// The table of contents' path relative to the book's root.
  public static let path = "chapters/book.toc"

  /// Parses the table of contents of the book at `root`, checking that every chapter file and
  /// ledger exists, and is not a folder (`ledger: images`).
  public static func load(root: URL) throws -> Book {
    let package = PackageRoot(root)
    let text = try package.readText(path, at: nil)
    return try parse(text, articleExists: { package.exists($0) && !package.isFolder($0) }) {
      file in
      package.exists("chapters/\(file)") && !package.isFolder("chapters/\(file)")
    }
  }

  /// Parses `text`; `fileExists` answers for a path relative to `chapters/`, `articleExists`
  /// for a DocC article's path relative to the book's root.
  public static func parse(
    _ text: String, articleExists: (String) -> Bool = { _ in false },
    fileExists: (String) -> Bool
  ) throws -> Book {
    let file = try RecordFile(parsing: text, path: path)
    var collector = DiagnosticCollector()
    var title: String?
    var ledger: String?
    var sources: String?
    var fullTestsPerChapter: Int?
    var readingMinutesPerChapter: Int?
    var part: String?
    var pages: [Page] = []
    var outputNames: Set<String> = []

    for record in file.records {
      let head = record.head
      switch head.key {
      case "book":
        title = head.value
        collector.reportFields(record.fields, allowed: [])
      case "ledger":
        ledger = head.value
        if !fileExists(head.value) {
          collector.report("claims ledger '\(head.value)' not found", at: head.valueLocation)
        }
        collector.reportFields(record.fields, allowed: [])
      case "sources":
        sources = head.value
        if !fileExists(head.value) {
          collector.report("sources ledger '\(head.value)' not found", at: head.valueLocation)
        }
        collector.reportFields(record.fields, allowed: [])
      case "full-tests-per-chapter":
        fullTestsPerChapter = wholeNumber(record, collector: &collector)
      case "reading-minutes-per-chapter":
        readingMinutesPerChapter = wholeNumber(record, collector: &collector)
      case "part":
        part = head.value
        collector.reportFields(record.fields, allowed: [])
      case "chapter", "appendix":
        guard let page = makePage(record, part: part, collector: &collector) else { continue }
        if case .chapter(let file) = page.kind, !fileExists(file) {
          collector.report("chapter file '\(file)' not found", at: head.valueLocation)
        }
        if case .article(let path) = page.kind, !articleExists(path) {
          collector.report("DocC article '\(path)' not found", at: head.valueLocation)
        }
        if !outputNames.insert(page.outputName).inserted {
          collector.report("'\(head.value)' is listed twice", at: head.valueLocation)
        }
        pages.append(page)
      default:
        collector.report(
          "unknown key '\(head.key)' (expected book, ledger, sources, full-tests-per-chapter, reading-minutes-per-chapter, part, chapter or appendix)",
          at: head.keyLocation)
      }
    }
    let start = SourceLocation(path: path, line: 1, column: 1)
    if title == nil { collector.report("missing 'book: TITLE' line", at: start) }
    if !pages.contains(where: { $0.outputName == "index.html" }) {
      collector.report("the book needs a 'chapter: index.md' entry for its home page", at: start)
    }
    if pages.contains(where: { $0.kind == .claims }), ledger == nil {
      collector.report("'appendix: claims' needs a 'ledger: FILE' line", at: start)
    }
    try collector.throwIfAny()
    return Book(
      title: title ?? "", pages: pages, ledgerFile: ledger, sourcesFile: sources,
      tableOfContentsPath: path,
      fullTestsPerChapter: fullTestsPerChapter, readingMinutesPerChapter: readingMinutesPerChapter)
  }

  /// The whole number a limit's record gives, reporting anything else.
  private static func wholeNumber(
    _ record: RecordFile.Record, collector: inout DiagnosticCollector
  ) -> Int? {
    collector.reportFields(record.fields, allowed: [])
    guard let limit = Int(record.head.value), limit >= 0 else {
      collector.report(
        "'\(record.head.key)' takes a whole number, found '\(record.head.value)'",
        at: record.head.valueLocation)
      return nil
    }
    return limit
  }

  /// The page a `chapter:` or `appendix:` record declares, reporting what is wrong with it; nil
  /// when the entry names no page at all.
  private static func makePage(
    _ record: RecordFile.Record, part: String?, collector: inout DiagnosticCollector
  ) -> Page? {
    let head = record.head
    let kind: Page.Kind
    let outputName: String
    if head.key == "appendix" {
      guard head.value == "claims" else {
        collector.report(
          "unknown appendix '\(head.value)' (the only generated appendix is 'claims')",
          at: head.valueLocation)
        return nil
      }
      kind = .claims
      outputName = "claims.html"
    } else if let article = DocCArticlePath(head.value) {
      guard let stem = article.pageName else {
        collector.report(
          "a DocC article's file name must be letters, digits, '-' and '_' (with '.md'), as its page is named after it",
          at: head.valueLocation)
        return nil
      }
      kind = .article(path: head.value)
      outputName = stem + ".html"
    } else {
      let stem = head.value.dropLast(3)
      guard head.value.hasSuffix(".md"), !stem.isEmpty,
        stem.unicodeScalars.allSatisfy({
          ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            || $0 == "-" || $0 == "_"
        })
      else {
        collector.report(
          "a chapter is a Markdown file in chapters/ named with letters, digits, '-' and '_', like '01-raw-kvo.md'",
          at: head.valueLocation)
        return nil
      }
      kind = .chapter(file: head.value)
      outputName = String(head.value.dropLast(3)) + ".html"
      guard outputName.utf8.count <= maximumNameLength else {
        collector.report(
          "the page '\(outputName)' would have a name longer than the \(maximumNameLength) bytes a file system allows; shorten the chapter's name",
          at: head.valueLocation)
        return nil
      }
    }
    let allowed: Set<String> = kind == .claims ? ["title"] : ["title", "tests", "kind"]
    collector.reportFields(record.fields, allowed: allowed)
    let placement = record.fields.last(where: { $0.key == "kind" })
    if let placement, placement.value != "chapter", placement.value != "appendix" {
      collector.report(
        "'kind:' is 'chapter' (the default) or 'appendix', found '\(placement.value)'",
        at: placement.valueLocation)
    }
    let title = record.fields.last(where: { $0.key == "title" })?.value
    if title == nil || title == "" {
      collector.report("'\(head.key): \(head.value)' needs a 'title:' field", at: head.keyLocation)
    }
    let tests = record.fields.last(where: { $0.key == "tests" })
    if let tests, tests.value.isEmpty {
      collector.report("'tests:' needs the name of a test target", at: tests.keyLocation)
    }
    return Page(
      kind: kind,
      title: title ?? "",
      part: part,
      testTarget: tests.flatMap { $0.value.isEmpty ? nil : $0.value },
      outputName: outputName,
      declaredAt: head.keyLocation,
      isAppendix: kind == .claims || placement?.value == "appendix")
  }
}

extension DiagnosticCollector {
  /// Reports every field whose key is not in `allowed`, and every allowed one given twice
  /// unless it is `repeatable` (an exercise's `hint:` lines).
  mutating func reportFields(
    _ fields: [RecordFile.Field], allowed: Set<String>, repeatable: Set<String> = []
  ) {
    var given: Set<String> = []
    for field in fields
    where allowed.contains(field.key) && !repeatable.contains(field.key)
      && !given.insert(field.key).inserted
    {
      report("'\(field.key):' is given twice in this entry", at: field.keyLocation)
    }
    for field in fields where !allowed.contains(field.key) {
      let expected =
        allowed.isEmpty
        ? "this entry takes no fields" : "expected \(allowed.sorted().joined(separator: " or "))"
      report("unknown key '\(field.key)' (\(expected))", at: field.keyLocation)
    }
  }
}
