import WorkbookBase
import WorkbookBook

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Which chapter shows each exercise: the one whose page holds its `{{#exercise NAME}}`. The
/// ledger does not say it again, so the page an exercise appears on and the chapter that counts
/// it can never disagree.
public struct ExercisePlacement: Sendable {
  /// Each exercise shown, in the book's order: chapter by chapter, top to bottom.
  public var shown: [(name: String, chapter: String)] = []

  /// Reads every chapter of `book` through `files` (a build's keeps each chapter read and
  /// parsed for what follows). An exercise shown twice is an error at the second place.
  public static func read(book: Book, files: SourceFiles) throws -> ExercisePlacement {
    var placement = ExercisePlacement()
    var first: [String: SourceLocation] = [:]
    var collector = DiagnosticCollector()
    for page in book.pages {
      guard case .chapter(let file) = page.kind else { continue }
      let path = "chapters/\(file)"
      let markdown = try files.read(path, at: page.declaredAt)
      // A directive named `exercise` spells these bytes: a chapter without them shows none.
      guard markdown.containsBytes(of: "{{#exercise") else { continue }
      let parsed = try files.parsed(path, at: page.declaredAt)
      for (name, location) in exerciseDirectives(in: markdown, parsed: parsed, path: path) {
        if let earlier = first[name] {
          collector.report(
            "exercise '\(name)' is already shown at \(earlier); a book shows an exercise once",
            at: location)
          continue
        }
        first[name] = location
        placement.shown.append((name, file))
      }
    }
    try collector.throwIfAny()
    return placement
  }

  /// The `{{#exercise NAME}}` directives standing alone in a paragraph of `markdown` (never one
  /// quoted in a code block), with where each stands.
  static func exerciseDirectives(
    in markdown: String, parsed: ParsedChapter, path: String
  ) -> [(name: String, location: SourceLocation)] {
    let lines = markdown.lines
    return parsed.allNodes().compactMap { node in
      guard node.kind == .paragraph, node.startLine == node.endLine,
        node.startLine >= 1, node.startLine <= lines.count
      else { return nil }
      let line = lines[node.startLine - 1].utf8.dropFirst(max(0, node.startColumn - 1))
      let location = SourceLocation(path: path, line: node.startLine, column: node.startColumn)
      guard let directive = (try? Directive.parse(line: Substring(line), at: location)) ?? nil,
        directive.name == "exercise"
      else { return nil }
      return (directive.arguments, directive.location)
    }
  }
}

extension ExerciseLedger {
  /// The exercises of the book at `root`, in the order its pages show them, or none when it has
  /// no ledger.
  public static func load(root: URL, book: Book) throws -> [Exercise] {
    try load(book: book, files: SourceFiles(root: root))
  }

  /// The exercises of the book whose files `files` reads (a build's keeps each chapter read and
  /// parsed for what follows).
  public static func load(book: Book, files: SourceFiles) throws -> [Exercise] {
    let root = files.root
    guard PackageRoot(root).exists(path) else { return [] }
    let text = try PackageRoot(root).readText(path, at: nil)
    let placement = try ExercisePlacement.read(book: book, files: files)
    return try parse(text, shown: placement.shown) { file in
      FileManager.default.fileExists(atPath: root.appending(path: file).path)
    }
  }
}
