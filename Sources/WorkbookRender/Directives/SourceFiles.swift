import WorkbookBase

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads files of the book's package by their path relative to its root, keeping each once read
/// (pages rendered in parallel share one). A path outside the package, a missing file or one
/// that is not UTF-8 text is an error (see ``PackageRoot``). A source file larger than
/// ``PackageRoot/largestInput`` is never kept whole: each include reads the lines it shows from
/// it in pieces (``window(_:showing:at:)``), and only those lines are kept. Paths are told apart
/// by their bytes, as the file system does (``ExactText``).
public final class SourceFiles: Sendable {
  public let root: URL
  let package: PackageRoot
  private let texts = Memo<ExactText, String>()
  private let lineLists = Memo<ExactText, [Substring]>()
  private let anchorSpans = Memo<ExactText, [String: AnchorSpan]>()
  private let sizes = Memo<ExactText, Int>()
  private let includes = Memo<ExactText, IncludedSource>()
  private let chapters = Memo<ExactText, ParsedChapter>()

  /// Where one anchor's marker lines stand in a file, 1-based.
  struct AnchorSpan: Sendable {
    var start: Int
    var end: Int?
  }

  public init(root: URL) {
    self.root = root
    package = PackageRoot(root)
  }

  public func read(_ path: String, at location: SourceLocation) throws(Diagnostic) -> String {
    try texts.value(for: ExactText(path)) { () throws(Diagnostic) in
      try package.readText(path, at: location)
    }
  }

  /// The Markdown file `path` parsed, once per build (see ``ParsedChapter``).
  public func parsed(_ path: String, at location: SourceLocation) throws(Diagnostic)
    -> ParsedChapter
  {
    try chapters.value(for: ExactText(path)) { () throws(Diagnostic) in
      ParsedChapter(parsing: try read(path, at: location))
    }
  }

  /// The Markdown file `path` (whose text is `markdown`) parsed, for a page to edit as it
  /// renders: the parse ``parsed(_:at:)`` kept, handed over and forgotten when nothing else holds
  /// it, or else a fresh one. Only for the last walk over a chapter: whoever asks for its kept
  /// parse afterwards parses it again.
  public func parsedForEditing(_ path: String, markdown: String) -> MarkdownDocument {
    if var kept = chapters.removeValue(for: ExactText(path)), isKnownUniquelyReferenced(&kept) {
      return kept.document
    }
    return MarkdownDocument(parsing: markdown)
  }

  /// What the include `arguments` (`PATH:ANCHOR`, …) shows, resolved once per build: every
  /// edition of a page shows the same lines. A failure is not kept, so each use reports it.
  func included(_ arguments: String, _ resolve: () throws -> IncludedSource) throws
    -> IncludedSource
  {
    try includes.value(for: ExactText(arguments), resolve)
  }

  /// The file's lines, without a final empty one, split once per build.
  func lines(_ path: String, at location: SourceLocation) throws(Diagnostic) -> [Substring] {
    try lineLists.value(for: ExactText(path)) { () throws(Diagnostic) in
      var lines = try read(path, at: location).lines
      if lines.last == "" { lines.removeLast() }
      return lines
    }
  }

  /// The lines of `path` an include asking for `wanted` may show. A file small enough is read
  /// whole once and shared; a larger one is read in pieces for each include, keeping only the
  /// lines wanted, which must stay under ``PackageRoot/largestInput`` in all.
  func window(_ path: String, showing wanted: LineWindow.Wanted, at location: SourceLocation)
    throws(Diagnostic) -> LineWindow
  {
    let size = try sizes.value(for: ExactText(path)) { () throws(Diagnostic) in
      try package.withRegularFile(path, at: location) { _, size in size }
    }
    guard size > PackageRoot.largestInput else {
      let lines = try lines(path, at: location)
      return LineWindow(count: lines.count, anchors: try anchors(path, at: location), lines: lines)
    }
    return try package.withRegularFile(path, at: location) { (descriptor, _) throws(Diagnostic) in
      var scanner = AnchorScanner(path: path)
      var kept: [Substring] = []
      var first = 0
      var keptBytes = 0
      let count = try LineStream.scan(descriptor, path: path, at: location) {
        (number, line) throws(Diagnostic) in
        if LineStream.line(line, contains: "ANCHOR") {
          try scanner.scan(Substring(String(decoding: line, as: UTF8.self)), number: number)
        }
        guard Self.keeps(number, wanted, scanner.spans) else { return }
        keptBytes += line.count
        guard keptBytes <= PackageRoot.largestInput else {
          throw Diagnostic(
            "the lines shown from '\(path)' are more than the \(PackageRoot.megabytes(PackageRoot.largestInput)) the build reads from one file; show fewer",
            at: location)
        }
        if kept.isEmpty { first = number }
        kept.append(Substring(try Self.decode(line, path: path, number: number)))
      }
      return LineWindow(count: count, anchors: scanner.spans, first: first, lines: kept)
    }
  }

  /// Whether line `number` is one of those `wanted`, with the anchors seen so far.
  private static func keeps(
    _ number: Int, _ wanted: LineWindow.Wanted, _ spans: [String: AnchorSpan]
  ) -> Bool {
    switch wanted {
    case .all: true
    case .lines(let lower, let upper): lower <= number && number <= upper
    case .anchor(let name): spans[name].map { $0.start < number && $0.end == nil } ?? false
    }
  }

  /// Line `number` of `path` as text, decoded as a whole file is (``TextDecoding``), an invalid
  /// byte located on that line.
  private static func decode(_ line: UnsafeBufferPointer<UInt8>, path: String, number: Int)
    throws(Diagnostic) -> String
  {
    do {
      return try TextDecoding.text(from: Array(line), path: path)
    } catch {
      var located = error
      located.location?.line = number
      throw located
    }
  }

  /// Every anchor of the file by name, found in one pass: the line of its `ANCHOR:` marker and
  /// of the first `ANCHOR_END:` after it. An anchor opened twice is an error at the second.
  func anchors(_ path: String, at location: SourceLocation) throws(Diagnostic) -> [String:
    AnchorSpan]
  {
    try anchorSpans.value(for: ExactText(path)) { () throws(Diagnostic) in
      try findAnchors(path, at: location)
    }
  }

  private func findAnchors(_ path: String, at location: SourceLocation) throws(Diagnostic)
    -> [String: AnchorSpan]
  {
    var scanner = AnchorScanner(path: path)
    for (index, line) in try lines(path, at: location).enumerated()
    where Self.mayHoldMarker(line) {
      try scanner.scan(line, number: index + 1)
    }
    return scanner.spans
  }

  /// Whether `line` contains `ANCHOR`: most lines do not, and this is the one test every line of
  /// every included file goes through.
  private static func mayHoldMarker(_ line: Substring) -> Bool {
    line.containsBytes(of: "ANCHOR")
  }
}
