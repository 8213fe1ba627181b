import WorkbookBase

/// Where a book's translations live, beside its chapters:
///
/// - `chapters/po/NAME.pot`: the templates, one per source file, written by
///   `workbook i18n extract` (`01-raw-kvo.pot` for `01-raw-kvo.md`; `book.toc.pot`,
///   `claims.ledger.pot`, `exercises.ledger.pot` for the record files; `mistakes.ledger.pot`
///   and `cli.ui.pot` for the exercise commands, see ``ExerciseTemplates``; `site.ui.pot`);
/// - `chapters/po/LANG/NAME.po`: one language's catalogue of each (`zh-Hans/01-raw-kvo.po`), so
///   several translators can each take a chapter. A language is a folder here.
public enum TranslationFiles {
  public static let folder = "chapters/po"

  /// The name of the template for a source file in `chapters/`: a chapter without its `.md`,
  /// any other file with its whole name.
  public static func templateName(forSource file: String) -> String {
    file.hasSuffix(".md") ? String(file.dropLast(3)) : file
  }

  public static func templatePath(_ name: String) -> String { "\(folder)/\(name).pot" }

  public static func cataloguePath(_ name: String, language: String) -> String {
    "\(folder)/\(language)/\(name).po"
  }

  /// Whether `language` is a language tag the site can use as a folder name (`zh-Hans`,
  /// `pt-BR`): letters and digits in parts joined by `-`.
  public static func isLanguageTag(_ language: String) -> Bool {
    let parts = language.split(separator: "-", omittingEmptySubsequences: false)
    return !parts.isEmpty
      && parts.allSatisfy { part in
        !part.isEmpty && part.count <= 8
          && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      } && parts[0].allSatisfy(\.isLetter) && parts[0].count >= 2
  }

  /// The languages the book is translated into: the folders of `chapters/po`, sorted.
  public static func languages(root: PackageRoot) throws(Diagnostic) -> [String] {
    let names = try root.directoryEntries(folder, at: nil) ?? []
    return names.filter { root.isFolder("\(folder)/\($0)") }
  }

  /// The `Language:` header value gettext tools expect for a tag: `zh-Hans` becomes `zh_Hans`.
  public static func gettextLanguage(_ language: String) -> String {
    language.replacing("-", with: "_")
  }
}
