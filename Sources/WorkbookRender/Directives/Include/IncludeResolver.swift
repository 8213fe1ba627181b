import WorkbookBase
import WorkbookBook

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
  /// The language the file's extension names, for highlighting.
  public var language: String { Highlighter.language(forPath: path) }
  /// What is wrong with the text's braces, if anything (``BraceBalance``), found once per build
  /// for every edition that shows it.
  public internal(set) var braceProblem: String?

  /// "in `path`, lines A–B" (with the anchor's name, if any), as HTML in the page's language,
  /// for the listing's caption.
  func caption(ui: UIText) -> HTMLFragment {
    HTMLFragment { html in
      let span = Listing.lineSpan(lines, ui: ui)
      guard let anchor else {
        return html.message(ui("in {file}, {lines}"), ["file": .code(path), "lines": .text(span)])
      }
      html.message(
        ui("in {file}, {anchor}, {lines}"),
        [
          "file": .code(path),
          "anchor": .html(HTMLFragment { $0.element("span", class: "anchor-name", text: anchor) }),
          "lines": .text(span),
        ])
    }
  }
}

/// Resolves `PATH`, `PATH:ANCHOR` and `PATH:START:END` with mdBook's rules: an anchor is the
/// lines between `ANCHOR: name` and `ANCHOR_END: name` comments; lines holding any anchor marker
/// are never shown, nor are lines between `// snippet.hide` and `// snippet.show`; `PATH:N` is line N alone, `PATH:N:` from N to the end, `PATH::M` up to M.
public enum IncludeResolver {
  public static func resolve(
    _ arguments: String, at location: SourceLocation, files: SourceFiles
  ) throws -> IncludedSource {
    try files.included(arguments) { try uncached(arguments, at: location, files: files) }
  }

  private static func uncached(
    _ arguments: String, at location: SourceLocation, files: SourceFiles
  ) throws -> IncludedSource {
    let parts = arguments.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    let path = parts[0]
    guard !path.isEmpty else {
      throw Diagnostic(
        "include needs a path, like {{#include Sources/X.swift:anchor}}", at: location)
    }
    var selectorLocation = location
    selectorLocation.column += path.utf8.count + 1
    let window = try files.window(path, showing: wanted(parts), at: location)

    let range: ClosedRange<Int>
    var anchor: String?
    switch parts.count {
    case 1:
      range = 1...max(window.count, 1)
    case 2 where isLineNumber(parts[1]):
      guard let line = Int(parts[1]) else {
        throw Diagnostic("line number \(parts[1]) is too large", at: selectorLocation)
      }
      range = try checked(line...line, count: window.count, path: path, at: selectorLocation)
    case 2:
      anchor = parts[1]
      range = try anchorRange(parts[1], in: window.anchors, path: path, at: selectorLocation)
    case 3:
      guard let range3 = lineRange(parts[1], parts[2], count: window.count) else {
        throw Diagnostic(
          "expected a line range START:END, found '\(parts[1]):\(parts[2])'", at: selectorLocation)
      }
      range = try checked(range3, count: window.count, path: path, at: selectorLocation)
    default:
      throw Diagnostic("expected PATH, PATH:ANCHOR or PATH:START:END", at: location)
    }
    let numbered = (range.lowerBound...max(range.lowerBound, min(range.upperBound, window.count)))
      .filter { $0 <= window.count && !isAnchorMarker(window[$0]) }
    let visible = numbered.map { window[$0] }.visibleOffsets.map { numbered[$0] }
    var included = IncludedSource(
      path: path, text: visible.map { window[$0] }.dedented.joined(separator: "\n"),
      lines: range, shownLines: visible, anchor: anchor)
    included.braceProblem = BraceBalance.problem(in: included.text, language: included.language)
    return included
  }

  /// The lines the selector after the path asks for, as far as it can be read before the file
  /// is: a malformed selector asks for none and is reported once the file is known to exist.
  private static func wanted(_ parts: [String]) -> LineWindow.Wanted {
    switch parts.count {
    case 2 where isLineNumber(parts[1]):
      let line = Int(parts[1]) ?? 0
      return .lines(lower: line, upper: line)
    case 2:
      return .anchor(parts[1])
    case 3:
      let lower = parts[1].isEmpty ? 1 : Int(parts[1])
      let upper = parts[2].isEmpty ? Int.max : Int(parts[2])
      guard let lower, let upper else { return .lines(lower: 1, upper: 0) }
      return .lines(lower: lower, upper: upper)
    default:
      return .all
    }
  }

  private static func isLineNumber(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy { (0x30...0x39).contains($0) }
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
    guard let found = line.firstByteRange(of: marker) else { return nil }
    let rest = line[found.upperBound...]
    return asciiName(rest) ?? characterName(rest)
  }

  /// ``markerName(_:marker:)``'s name read from the text after the marker, by characters.
  static func characterName(_ rest: Substring) -> String {
    let name = rest.drop(while: { $0 == " " || $0 == "\t" })
    return String(name.prefix(while: { !$0.isWhitespace && $0 != "*" }))
  }

  /// ``characterName(_:)`` byte by byte when the rest of the line is ASCII, where each byte is
  /// a character and the white space is tab to carriage return and space; nil otherwise.
  private static func asciiName(_ rest: Substring) -> String? {
    var rest = rest
    return rest.withUTF8 { bytes -> String? in
      var start = 0
      while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == 0x09 {
        start += 1
      }
      var end = start
      while end < bytes.count {
        let byte = bytes[end]
        guard byte < 0x80 else { return nil }
        if byte == 0x20 || (0x09...0x0D).contains(byte) || byte == UInt8(ascii: "*") { break }
        end += 1
      }
      guard bytes[end...].allSatisfy({ $0 < 0x80 }) else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
  }

  private static func isAnchorMarker(_ line: Substring) -> Bool {
    line.containsBytes(of: "ANCHOR:") || line.containsBytes(of: "ANCHOR_END:")
  }
}
