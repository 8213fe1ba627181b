import WorkbookBase

/// DocC's inline links in one line of Markdown, outside code spans: `<doc:Article>` and
/// `[text](doc:Article)` name an article (`<doc:Article#Heading>` and
/// `<doc:/documentation/Module/Article>` too), `![alt](name)` an image of the catalogue by its
/// file name. A symbol link, ``` ``Type/member-35km1`` ```, is a code span already; it is shown
/// as DocC shows it, by the symbol's own name without the disambiguation DocC needs to find it
/// (`member`).
public enum DocCLinks {
  /// `line` with each article link replaced by `link(name, text)` (the text of a
  /// `[text](doc:…)` link, nil for `<doc:…>`), each image whose source is not a URL by
  /// `image(alt, source)`, and each other inline link by `otherLink(text, destination)`
  /// (kept as written when that is nil).
  public static func rewrite(
    _ line: Substring, link: (_ name: String, _ text: String?) -> String,
    image: (_ alt: String, _ source: String) -> String,
    otherLink: ((_ text: String, _ destination: String) -> String)? = nil
  ) -> String {
    var output = ""
    var index = line.startIndex
    while index < line.endIndex {
      let rest = line[index...]
      if rest.hasPrefix("`") {
        let span = codeSpan(at: index, in: line)
        output += shownSymbolLink(line[index..<span]) ?? String(line[index..<span])
        index = span
      } else if rest.hasPrefix("<doc:"), let close = rest.firstIndex(of: ">") {
        let target = rest[rest.index(rest.startIndex, offsetBy: 5)..<close]
        output += link(articleName(target), nil)
        index = line.index(after: close)
      } else if rest.hasPrefix("!["),
        let (alt, source, end) = inlineLink(at: line.index(after: index), in: line),
        !source.contains("://")
      {
        output += image(alt, String(source))
        index = end
      } else if rest.hasPrefix("["), let (text, destination, end) = inlineLink(at: index, in: line),
        destination.hasPrefix("doc:") || otherLink != nil
      {
        output +=
          destination.hasPrefix("doc:")
          ? link(articleName(destination.dropFirst(4)), text)
          : otherLink?(text, String(destination)) ?? ""
        index = end
      } else {
        output.append(line[index])
        index = line.index(after: index)
      }
    }
    return output
  }

  /// The article names of the `<doc:…>` and `[…](doc:…)` links in `text`, in order.
  static func articleNames(in text: String) -> [String] {
    var names: [String] = []
    for line in text.lines {
      _ = rewrite(
        line,
        link: { name, _ in
          names.append(name)
          return ""
        }, image: { _, _ in "" })
    }
    return names
  }

  /// The symbols the symbol links (``` ``Name`` ```) in `text` name, in order.
  static func symbolNames(in text: String) -> [String] {
    var names: [String] = []
    var rest = Substring(text)
    while let open = rest.firstRange(of: "``") {
      let after = rest[open.upperBound...]
      guard let close = after.firstRange(of: "``") else { break }
      let name = after[..<close.lowerBound]
      if !name.isEmpty, !name.contains(" "), !name.contains("\n") { names.append(String(name)) }
      rest = after[close.upperBound...]
    }
    return names
  }

  /// A symbol link's code span as DocC shows it, ``` ``Type/member-35km1`` ``` giving
  /// `` `member` ``; nil for any other code span.
  private static func shownSymbolLink(_ span: Substring) -> String? {
    guard span.hasPrefix("``"), span.hasSuffix("``"), span.count > 4,
      !span.dropFirst(2).hasPrefix("`")
    else { return nil }
    let symbol = span.dropFirst(2).dropLast(2)
    guard !symbol.contains(" "), let last = symbol.split(separator: "/").last else { return nil }
    return "`\(withoutDisambiguation(last))`"
  }

  /// A symbol path component without DocC's disambiguation: `configuration-35km1` and
  /// `init(_:)-swift.init` lose their suffix (a name that starts like an identifier has no
  /// dash of its own); an operator such as `-(_:_:)` is left as it is.
  private static func withoutDisambiguation(_ component: Substring) -> Substring {
    guard let first = component.first, first.isLetter || first == "_",
      let dash = component.lastIndex(of: "-")
    else { return component }
    return component[..<dash]
  }

  /// `Article`, `/documentation/Module/Article` or `Article#Heading` as the article's name.
  private static func articleName(_ target: Substring) -> String {
    let withoutFragment = target.prefix { $0 != "#" }
    return String(withoutFragment.split(separator: "/").last ?? withoutFragment)
  }

  /// The end of the code span opening at `start` (a run of backticks closed by a run of the
  /// same length), or of the run alone when nothing closes it.
  private static func codeSpan(at start: Substring.Index, in line: Substring) -> Substring.Index {
    let run = line[start...].prefix { $0 == "`" }
    var cursor = run.endIndex
    while let next = line[cursor...].firstIndex(of: "`") {
      let closing = line[next...].prefix { $0 == "`" }
      if closing.count == run.count { return closing.endIndex }
      cursor = closing.endIndex
    }
    return run.endIndex
  }

  /// The `[text](destination)` starting at the `[` at `start`, on one line, and the index after
  /// it.
  private static func inlineLink(at start: Substring.Index, in line: Substring) -> (
    text: String, destination: Substring, end: Substring.Index
  )? {
    let afterBracket = line.index(after: start)
    guard let middle = line[afterBracket...].firstRange(of: "]("),
      let close = line[middle.upperBound...].firstIndex(of: ")")
    else { return nil }
    return (
      String(line[afterBracket..<middle.lowerBound]), line[middle.upperBound..<close],
      line.index(after: close)
    )
  }
}
