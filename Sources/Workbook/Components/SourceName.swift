/// A source named in words, as HTML: an article's own title (marked with its language, so a
/// screen reader reads it in that language) and what is known of its author, site and year; a
/// repository's or document's title. The title links to the source when its link is known.
enum SourceName {
  static func html(_ source: BookSource) -> String {
    let title = source.known("title").map { _ in self.title(source) }
    guard source.kind == .article else { return title ?? HTML.escape(source.title) }
    var description = source.known("language").map { "\(HTML.escape($0)) article" } ?? "article"
    if let author = source.known("author") { description += " by \(HTML.escape(author))" }
    if let site = source.known("site") { description += " on \(HTML.escape(site))" }
    if let year = source.known("year") { description += ", \(HTML.escape(year))" }
    guard let title else { return "an untitled \(description)" }
    let article = description.first.map { "AEIOUaeiou".contains($0) } == true ? "an" : "a"
    return "\(title), \(article) \(description)"
  }

  /// The title alone, cited in its language and linked when the link is known, or "not known".
  static func title(_ source: BookSource) -> String {
    guard let text = source.known("title") else { return "title not known" }
    let cited = "<cite\(languageAttribute(source))>\(HTML.escape(text))</cite>"
    guard let link = source.known("link") else { return cited }
    return "<a href=\"\(HTML.escape(link))\">\(cited)</a>"
  }

  /// ` lang="…"` for the languages the book's articles are written in, or nothing.
  private static func languageAttribute(_ source: BookSource) -> String {
    switch source.known("language") {
    case "Chinese": " lang=\"zh\""
    case "English": " lang=\"en\""
    case "Japanese": " lang=\"ja\""
    default: ""
    }
  }
}
