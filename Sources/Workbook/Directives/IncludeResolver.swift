/// A piece of a source file named by an include: its text and where it came from.
public struct IncludedSource: Sendable, Hashable {
  /// The path relative to the book's root.
  public var path: String
  /// The lines shown, markers and hidden lines stripped, common indentation removed.
  public var text: String
  /// The first and last line shown, 1-based, in the file.
  public var lines: ClosedRange<Int>
  /// The numbers of the lines shown, in order: `lines` without markers and hidden lines.
  public var shownLines: [Int]
  /// The anchor named, if any.
  public var anchor: String?

  /// "in `path`, lines A–B" (or the anchor's name), escaped, for the listing's caption.
  var caption: String {
    var caption = "in <code>\(HTML.escape(path))</code>"
    if let anchor {
      caption += ", <span class=\"anchor-name\">\(HTML.escape(anchor))</span>"
    }
    return caption + ", " + Listing.lineSpan(lines)
  }
}

/// Resolves `PATH`, `PATH:ANCHOR` and `PATH:START:END` with mdBook's rules: an anchor is the
/// lines between `ANCHOR: name` and `ANCHOR_END: name` comments; lines holding any anchor marker
/// are never shown, nor are lines between `// snippet.hide` and `// snippet.show`; `PATH:N` is line N alone, `PATH:N:` from N to the end, `PATH::M` up to M.
public enum IncludeResolver {
  public static func resolve(
    _ arguments: String, at location: SourceLocation, files: SourceFiles
  ) throws -> IncludedSource {
    let parts = arguments.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    let path = parts[0]
    guard !path.isEmpty else {
      throw Diagnostic(
        "include needs a path, like {{#include Sources/X.swift:anchor}}", at: location)
    }
    let fileLines = try files.lines(path, at: location)
    var selectorLocation = location
    selectorLocation.column += path.utf8.count + 1

    let range: ClosedRange<Int>
    var anchor: String?
    switch parts.count {
    case 1:
      range = 1...max(fileLines.count, 1)
    case 2 where !parts[1].isEmpty && parts[1].utf8.allSatisfy({ (0x30...0x39).contains($0) }):
      guard let line = Int(parts[1]) else {
        throw Diagnostic("line number \(parts[1]) is too large", at: selectorLocation)
      }
      range = try checked(line...line, count: fileLines.count, path: path, at: selectorLocation)
    case 2:
      anchor = parts[1]
      range = try anchorRange(
        parts[1], in: files.anchors(path, at: location), path: path, at: selectorLocation)
    case 3:
      guard let range3 = lineRange(parts[1], parts[2], count: fileLines.count) else {
        throw Diagnostic(
          "expected a line range START:END, found '\(parts[1]):\(parts[2])'", at: selectorLocation)
      }
      range = try checked(range3, count: fileLines.count, path: path, at: selectorLocation)
    default:
      throw Diagnostic("expected PATH, PATH:ANCHOR or PATH:START:END", at: location)
    }
    let numbered = (range.lowerBound...min(range.upperBound, fileLines.count))
      .filter { !isAnchorMarker(fileLines[$0 - 1]) }
    let visible = numbered.map { fileLines[$0 - 1] }.visibleOffsets.map { numbered[$0] }
    return IncludedSource(
      path: path, text: visible.map { fileLines[$0 - 1] }.dedented.joined(separator: "\n"),
      lines: range, shownLines: visible, anchor: anchor)
  }

  private static func lineRange(_ start: String, _ end: String, count: Int) -> ClosedRange<Int>? {
    let lower = start.isEmpty ? 1 : Int(start)
    let upper = end.isEmpty ? count : Int(end)
    guard let lower, let upper, lower <= upper else { return nil }
    return lower...upper
  }

  private static func checked(
    _ range: ClosedRange<Int>, count: Int, path: String, at location: SourceLocation
  ) throws(Diagnostic) -> ClosedRange<Int> {
    guard range.lowerBound >= 1, range.upperBound <= count else {
      throw Diagnostic(
        "lines \(range.lowerBound)–\(range.upperBound) are outside '\(path)', which has \(count) lines",
        at: location)
    }
    return range
  }

  private static func anchorRange(
    _ anchor: String, in anchors: [String: SourceFiles.AnchorSpan], path: String,
    at location: SourceLocation
  ) throws(Diagnostic) -> ClosedRange<Int> {
    guard let span = anchors[anchor] else {
      throw Diagnostic("no anchor '\(anchor)' in '\(path)'", at: location)
    }
    guard let end = span.end else {
      throw Diagnostic("anchor '\(anchor)' in '\(path)' has no ANCHOR_END", at: location)
    }
    guard end - 1 >= span.start + 1 else {
      throw Diagnostic("anchor '\(anchor)' in '\(path)' is empty", at: location)
    }
    return (span.start + 1)...(end - 1)
  }

  /// The name after `marker` on `line`, if the line holds that marker: what follows it, past
  /// spaces and tabs, up to white space or `*`.
  static func markerName(_ line: Substring, marker: String) -> String? {
    guard let found = line.firstRange(of: marker) else { return nil }
    let name = line[found.upperBound...].drop(while: { $0 == " " || $0 == "\t" })
    return String(name.prefix(while: { !$0.isWhitespace && $0 != "*" }))
  }

  private static func isAnchorMarker(_ line: Substring) -> Bool {
    line.containsBytes(of: "ANCHOR:") || line.containsBytes(of: "ANCHOR_END:")
  }
}
