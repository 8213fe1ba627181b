import ArgumentParser
import WorkbookBase
import WorkbookBook
import WorkbookRender

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `--lang` option of the exercise commands: the language they speak, English or one of the
/// book's translations (a folder of `chapters/po`). Without it, the locale decides, read from
/// `LC_ALL`, `LC_MESSAGES` and `LANG` as gettext reads them (``CommandLineLanguage``).
struct LanguageOption: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The language to speak: en, or a translation of the book such as zh-Hans (default: from LC_ALL, LC_MESSAGES or LANG).",
      valueName: "language"))
  var lang: String?

  /// What the commands say for the book at `root` (its table of contents `book`, its exercises
  /// `english`): the translation `--lang` names, or else the locale's; English when neither
  /// names a translation the book has. `--lang` naming one it does not have is an error.
  func edition(of english: [Exercise], book: Book, root: URL) throws -> ExerciseEdition {
    let editions = try Console.reportingDiagnostics {
      try TranslationFiles.languages(root: PackageRoot(root)).filter(
        TranslationFiles.isLanguageTag)
    }
    let language: String?
    if let lang {
      if CommandLineLanguage.isEnglish(lang) {
        language = nil
      } else if let edition = CommandLineLanguage.edition(for: lang, among: editions) {
        language = edition
      } else {
        throw Console.failure(
          "--lang \(lang): this book has no such translation; it speaks \((["en"] + editions).joined(separator: ", "))"
        )
      }
    } else {
      language = CommandLineLanguage.edition(
        environment: ProcessInfo.processInfo.environment, among: editions)
    }
    guard let language else { return .english }
    return try Console.reportingDiagnostics {
      try ExerciseEdition.load(
        language: language, root: root, exercises: english, bookTitle: book.title)
    }
  }
}
