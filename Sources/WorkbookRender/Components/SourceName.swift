import WorkbookBase
import WorkbookBook

/// A source named in words, as HTML in the page's language: an article's own title (marked
/// with its language, so a screen reader reads it in that language) and what is known of its
/// author, site and year; a repository's or document's title. The title links to the source
/// when its link is known.
public enum SourceName {
  public static func html(_ source: BookSource, ui: UIText) -> HTMLFragment {
    let title = source.known("title").map { _ in self.title(source, ui: ui) }
    guard source.kind == .article else {
      return title ?? HTMLFragment { $0.text(source.title) }
    }
    var description = HTMLFragment { html in
      if let language = source.known("language") {
        html.message(ui("{language} article"), ["language": .text(self.language(language, ui: ui))])
      } else {
        html.message(ui("article"))
      }
    }
    if let author = source.known("author") {
      description = HTMLFragment {
        $0.message(
          ui("{article} by {author}"), ["article": .html(description), "author": .text(author)])
      }
    }
    if let site = source.known("site") {
      description = HTMLFragment {
        $0.message(ui("{article} on {site}"), ["article": .html(description), "site": .text(site)])
      }
    }
    if let year = source.known("year") {
      description = HTMLFragment {
        $0.message(ui("{article}, {year}"), ["article": .html(description), "year": .text(year)])
      }
    }
    return HTMLFragment { html in
      guard let title else {
        return html.message(ui("an untitled {article}"), ["article": .html(description)])
      }
      let startsWithVowel = description.html.first.map { "AEIOUaeiou".contains($0) } == true
      html.message(
        startsWithVowel ? ui("{title}, an {article}") : ui("{title}, a {article}"),
        ["title": .html(title), "article": .html(description)])
    }
  }

  /// The title alone, cited in its language and linked when the link is known, or "not known".
  public static func title(_ source: BookSource, ui: UIText) -> HTMLFragment {
    HTMLFragment { html in
      guard let text = source.known("title") else { return html.message(ui("title not known")) }
      let link = source.known("link")
      if let link { html.open("a", ["href": link]) }
      html.element("cite", ["lang": languageTag(source)], text: text)
      if link != nil { html.close("a") }
    }
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

  /// The tag of the language the source is written in, for the languages the book's articles
  /// are written in.
  private static func languageTag(_ source: BookSource) -> String? {
    switch source.known("language") {
    case "Chinese": "zh"
    case "English": "en"
    case "Japanese": "ja"
    default: nil
    }
  }
}
