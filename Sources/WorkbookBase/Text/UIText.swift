/// The words the site writes around the book's own text (the page's chrome, test and claim
/// labels, captions, the print page) in the language of the pages being built: English as the
/// generator writes it, or a translation's `site.ui.po` (see ``UIMessages``). Every call names
/// its English literally (`ui("Copy")`), so the catalogue of messages can be checked against the
/// code.
public struct UIText: Sendable {
  private let translations: [String: String]

  /// The book's own language, English: every message as written.
  public static let english = UIText(translations: [:])

  /// Messages in another language, by their English; an English missing here stays English.
  public init(translations: [String: String]) {
    self.translations = translations
  }

  /// `english` in this language.
  public func callAsFunction(_ english: String) -> String {
    translations[english] ?? english
  }

  /// `english` in this language with each `{name}` in it replaced by its value (values are
  /// put in after translating, so a translation may move them).
  public func callAsFunction(_ english: String, _ values: KeyValuePairs<String, String>) -> String {
    var text = self(english)
    for (name, value) in values { text = text.replacingBytes(of: "{\(name)}", with: value) }
    return text
  }
}
