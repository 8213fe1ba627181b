import WorkbookBase

/// A DocC article turned into the Markdown the generator renders, with which line of the
/// article each line came from (so diagnostics point into the article), the catalogue's images
/// it shows, and a warning for each DocC directive it left out.
///
/// - `@Image(source: "name", alt: "…")` and `![alt](name)` show an image of the catalogue,
///   found by name as DocC finds it (``DocCCatalogue/resource(named:)``) and copied into the
///   site; a name the catalogue does not hold is an error, as a missing image is in a chapter.
/// - `@Comment { … }` is left out, as DocC leaves it out. Any other directive (`@Metadata`,
///   `@Row`, `@TabNavigator`, `@Snippet`, …) is left out with its content and reported once per
///   article, at its first use, as a warning. A directive whose block (or argument list) never
///   closes is an error at its `{` (or `(`): DocC would take the rest of the article for the
///   block, and the text up to a blank line for the arguments.
/// - `<doc:Article>` links to that article's page when the book has it, and otherwise shows its
///   title; symbol links (``` ``Type/member`` ```) are code spans already.
/// - Asides (`> Note: …`, `> Tip:`, `> Important:`, `> Warning:`) become the generator's
///   admonitions.
struct DocCArticle: Sendable {
  var markdown: String
  /// For each line of `markdown`, in order, the line of the article it came from (1-based).
  var articleLines: [Int]
  /// The images shown, by their path under the site's `images/` folder, with the file each
  /// is copied from, relative to the package root.
  var images: [String: String] = [:]
  var warnings: [Diagnostic] = []
  /// Errors: images the catalogue does not hold, directives that never close.
  var problems: [Diagnostic] = []

  /// How the article's links name other pages: the address and title of the book's page for
  /// an article name, if the book has one.
  typealias PageLookup = (_ articleName: String) -> (address: String, title: String)?

  private static let asides = [
    "Note": "NOTE", "Tip": "TIP", "Important": "IMPORTANT", "Warning": "WARNING",
  ]

  init(
    text: String, path: String, catalogue: DocCCatalogue, titles: [String: String],
    page: PageLookup
  ) {
    var output: [String] = []
    var articleLines: [Int] = []
    var leftOut: [(name: String, location: SourceLocation, uses: Int)] = []
    var images: [String: String] = [:]
    var problems: [Diagnostic] = []
    /// The Markdown that shows the catalogue's image `source`, recording the file to copy, or
    /// its alternative text after reporting that the catalogue has no such image.
    func image(alt: String, source: String, at location: SourceLocation) -> String {
      guard let file = catalogue.resource(named: source) else {
        problems.append(Diagnostic("no image '\(source)' in \(catalogue.path)", at: location))
        return alt
      }
      images["docc/" + file] = file
      return "![\(alt)](<images/docc/\(file)>)"
    }
    var fence: Substring?
    let lines = text.lines
    var index = 0
    func emit(_ line: String, from articleLine: Int) {
      output.append(line)
      articleLines.append(articleLine)
    }
    while index < lines.count {
      let line = lines[index]
      let number = index + 1
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if let open = fence {
        if trimmed.hasPrefix(open)
          && trimmed.drop(while: { $0 == open.first }).allSatisfy(\.isWhitespace)
        {
          fence = nil
        }
        emit(String(line), from: number)
      } else if let marker = Self.fenceMarker(trimmed) {
        fence = marker
        emit(String(line), from: number)
      } else if let directive = DocCDirective(at: index, in: lines) {
        let location = SourceLocation(
          path: path, line: number, column: line.utf8.count - trimmed.utf8.count + 1)
        if let unclosed = directive.unclosed {
          problems.append(
            Diagnostic(
              unclosed.message,
              at: SourceLocation(path: path, line: unclosed.line + 1, column: unclosed.column)))
        }
        switch directive.name {
        case "Image":
          let shown = directive.argument("source").map { source in
            image(alt: directive.argument("alt") ?? "", source: source, at: location)
          }
          emit(shown ?? "", from: number)
        case "Comment":
          emit("", from: number)
        default:
          if let known = leftOut.firstIndex(where: { $0.name == directive.name }) {
            leftOut[known].uses += 1
          } else {
            leftOut.append((directive.name, location, 1))
          }
          emit("", from: number)
        }
        for skipped in stride(from: index + 1, through: directive.lastLine, by: 1) {
          emit("", from: skipped + 1)
        }
        index = directive.lastLine + 1
        continue
      } else if let (kind, rest) = Self.aside(line, after: index > 0 ? lines[index - 1] : nil) {
        emit("> [!\(kind)]", from: number)
        emit("> " + rest, from: number)
      } else {
        let location = SourceLocation(path: path, line: number, column: 1)
        emit(
          DocCLinks.rewrite(
            line,
            link: { name, text in
              if let target = page(name) { return "[\(text ?? target.title)](\(target.address))" }
              return text ?? titles[name] ?? name
            },
            image: { alt, source in image(alt: alt, source: source, at: location) }),
          from: number)
      }
      index += 1
    }
    markdown = output.joined(separator: "\n")
    self.articleLines = articleLines
    self.images = images
    self.problems = problems
    warnings = leftOut.map { entry in
      Diagnostic.warning(
        "'@\(entry.name)' is a DocC directive the generator does not support; it is left out of the page"
          + (entry.uses > 1 ? " (\(entry.uses) uses in this article)" : ""),
        at: entry.location)
    }
  }

  /// The fence a line opens (three or more backticks or tildes), if it opens one.
  private static func fenceMarker(_ trimmed: Substring) -> Substring? {
    guard let first = trimmed.first, first == "`" || first == "~" else { return nil }
    let run = trimmed.prefix { $0 == first }
    return run.count >= 3 ? run : nil
  }

  /// A DocC aside opening a block quote, `> Note: text`, as an admonition kind and its text.
  private static func aside(_ line: Substring, after previous: Substring?) -> (String, String)? {
    guard line.hasPrefix("> "), previous.map({ !$0.hasPrefix(">") }) ?? true else { return nil }
    let body = line.dropFirst(2)
    guard let colon = body.firstIndex(of: ":"), let kind = asides[String(body[..<colon])] else {
      return nil
    }
    return (kind, String(body[body.index(after: colon)...].drop { $0 == " " }))
  }
}
