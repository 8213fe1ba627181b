/// A source named in words, as HTML in the page's language: an article's own title (marked
/// with its language, so a screen reader reads it in that language) and what is known of its
/// author, site and year; a repository's or document's title. The title links to the source
/// when its link is known.
enum SourceName {
  static func html(_ source: BookSource, ui: UIText) -> String {
    let title = source.known("title").map { _ in self.title(source, ui: ui) }
    guard source.kind == .article else { return title ?? HTML.escape(source.title) }
    var description =
      source.known("language").map {
        ui.html("{language} article", ["language": HTML.escape(language($0, ui: ui))])
      } ?? ui.html("article")
    if let author = source.known("author") {
      description = ui.html(
        "{article} by {author}", ["article": description, "author": HTML.escape(author)])
    }
    if let site = source.known("site") {
      description = ui.html(
        "{article} on {site}", ["article": description, "site": HTML.escape(site)])
    }
    if let year = source.known("year") {
      description = ui.html(
        "{article}, {year}", ["article": description, "year": HTML.escape(year)])
    }
    guard let title else { return ui.html("an untitled {article}", ["article": description]) }
    let startsWithVowel = description.first.map { "AEIOUaeiou".contains($0) } == true
    return startsWithVowel
      ? ui.html("{title}, an {article}", ["title": title, "article": description])
      : ui.html("{title}, a {article}", ["title": title, "article": description])
  }

  /// The title alone, cited in its language and linked when the link is known, or "not known".
  static func title(_ source: BookSource, ui: UIText) -> String {
    guard let text = source.known("title") else { return ui.html("title not known") }
    let cited = "<cite\(languageAttribute(source))>\(HTML.escape(text))</cite>"
    guard let link = source.known("link") else { return cited }
    return "<a href=\"\(HTML.escape(link))\">\(cited)</a>"
  }

  /// The ledger's name of an article's language in the page's language.
  static func language(_ name: String, ui: UIText) -> String {
    switch name {
    case "Chinese": ui("Chinese")
    case "English": ui("English")
    case "Japanese": ui("Japanese")
    default: name
    }
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
