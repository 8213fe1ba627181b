import WorkbookBase

/// One language of the site and where its pages live: the book's own language at the top of
/// `site/public`, each translation in a folder named by its tag (`site/public/zh-Hans/`).
public struct SiteLanguage: Sendable, Hashable {
  /// The language tag, for `<html lang>` and `hreflang`: `en`, `zh-Hans`.
  public var tag: String
  /// The language's name in itself, for the picker: "English", "简体中文".
  public var name: String
  /// The folder of its pages below the site's root, with a final `/`; empty for the book's own.
  public var folder: String

  public init(tag: String, name: String, folder: String) {
    self.tag = tag
    self.name = name
    self.folder = folder
  }

  /// The book's own language, at the site's root.
  static let english = SiteLanguage(tag: "en", name: "English", folder: "")

  /// The way from one of this language's pages back to the site's root: `../` or nothing.
  var root: String { folder.isEmpty ? "" : "../" }

  /// The picker every page carries, into `html`: a link to the same page in each other
  /// language, which `workbook.js` extends with the section the reader is in. Nothing for a
  /// site in one language.
  static func picker(
    _ languages: [SiteLanguage], current: SiteLanguage, page: String, label: String,
    into html: inout HTMLWriter
  ) {
    guard languages.count > 1 else { return }
    html.element("nav", ["class": "languages", "aria-label": label]) { html in
      html.element("ul") { html in
        for language in languages {
          html.open("li")
          if language == current {
            html.open(
              "a",
              ["class": "current", "aria-current": "true", "lang": language.tag, "href": page])
          } else {
            html.startTag("a")
            html.attribute("lang", language.tag)
            html.attribute("hreflang", language.tag)
            html.attribute("href", current.root + language.folder + page)
            html.attribute("data-same-section")
            html.finishStartTag()
          }
          html.text(language.name)
          html.close("a")
          html.close("li")
        }
      }
    }
  }
}
