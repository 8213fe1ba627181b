import WorkbookBase

/// What one chapter shows in another language, block by block: each ``TranslatableBlock`` of
/// its English, by where it starts, is translated (the current translation) or falls back to
/// the English with a notice linking to the English section (stale or missing).
public struct PageTranslation: Sendable {
  /// Where a block starts in the English chapter: how a block is found again when the chapter
  /// is parsed for another language.
  public struct Position: Sendable, Hashable {
    public var line: Int
    public var column: Int

    public init(_ location: SourceLocation) {
      line = location.line
      column = location.column
    }
  }

  /// What the page shows for a block.
  public enum Fate: Sendable, Equatable {
    case translated(String)
    /// The English, because the translation was made for another English or evidence.
    case stale
    /// The English, because there is no translation.
    case missing
  }

  public var language: String
  public let blocks: [Position: Fate]
  /// Whether any block is shown translated; a page with none is shown in English under one
  /// notice. Asked for every block in English, so found once.
  public let translatesAnything: Bool
  /// The English page from this one (`../01-raw-kvo.html`): the notices link to its sections.
  public var englishPage: String
  /// The notices' words, in the page's language: "英文原文已更新", "尚未翻译".
  public var staleNotice: String
  public var missingNotice: String
  /// What a page no block of which is translated says once at its top instead of a notice
  /// on every block.
  public var untranslatedPageNotice: String
  /// The page's English title: the anchor of a title the chapter does not write as a heading.
  public var englishTitle = ""

  public init(
    language: String, blocks: [Position: Fate], englishPage: String, staleNotice: String,
    missingNotice: String, untranslatedPageNotice: String
  ) {
    self.language = language
    self.blocks = blocks
    translatesAnything = blocks.values.contains { if case .translated = $0 { true } else { false } }
    self.englishPage = englishPage
    self.staleNotice = staleNotice
    self.missingNotice = missingNotice
    self.untranslatedPageNotice = untranslatedPageNotice
  }

  /// The page's blocks' fates from `edition`'s catalogue `name`.
  public init(
    blocks: [TranslatableBlock], edition: Edition, catalogue name: String, englishPage: String,
    notices: (stale: String, missing: String, untranslatedPage: String)
  ) {
    var fates: [Position: Fate] = [:]
    fates.reserveCapacity(blocks.count)
    for block in blocks {
      // The key (whose text is hashed when it is made) and its state are found once.
      fates[Position(block.location)] = edition.fate(of: block.key, in: name)
    }
    self.init(
      language: edition.language, blocks: fates, englishPage: englishPage,
      staleNotice: notices.stale, missingNotice: notices.missing,
      untranslatedPageNotice: notices.untranslatedPage)
  }

  /// The paragraph a page with no translated block starts with, linking to the English page.
  public var untranslatedPageBanner: String {
    var html = HTMLWriter()
    html.element("p", class: "translation-notice page-notice") { html in
      html.element("a", ["href": englishPage], text: untranslatedPageNotice)
    }
    html.raw("\n")
    return html.html
  }

  /// The notice put before a block shown in English, linking to `anchor` on the English page.
  func notice(for fate: Fate, anchor: String?) -> String? {
    let words: String
    switch fate {
    case .translated: return nil
    case .stale: words = staleNotice
    case .missing: words = missingNotice
    }
    var html = HTMLWriter()
    html.element(
      "a",
      [
        "class": "translation-notice", "lang": language,
        "href": englishPage + (anchor.map { "#" + $0 } ?? ""),
      ], text: words)
    return html.html
  }
}
