import WorkbookBase
import WorkbookBook

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the exercise commands say in one language: the command line's own words, the
/// exercises' titles, tasks and hints, and the known mistakes' summaries and hints, each from
/// the book's catalogues for that language merged in memory with the templates of the English
/// as it is now (``ExerciseTemplates``), as a build merges them. Only a current translation
/// that keeps its English's code spans, numbers and placeholders is used (see
/// ``Edition/current(_:in:)``); a stale or missing one is said in English, never as current.
public struct ExerciseEdition: Sendable {
  /// The language's tag (`zh-Hans`), nil for English.
  public let language: String?
  /// The command line's words in the language.
  public let words: UIText
  private let edition: Edition?

  /// English, the book's own language: every text as written.
  public static let english = ExerciseEdition(language: nil, words: .english, edition: nil)

  private init(language: String?, words: UIText, edition: Edition?) {
    self.language = language
    self.words = words
    self.edition = edition
  }

  /// `language`'s edition of the book at `root`, whose exercises are `exercises` (as the
  /// ledger gives them, in English). A catalogue that does not parse is a located error.
  public static func load(
    language: String, root: URL, exercises: [Exercise], bookTitle: String
  ) throws -> ExerciseEdition {
    let package = PackageRoot(root)
    let templates = try ExerciseTemplates.all(of: exercises, in: package, bookTitle: bookTitle)
    var onDisk: [String: Catalogue] = [:]
    var collector = DiagnosticCollector()
    for name in templates.keys {
      let path = TranslationFiles.cataloguePath(name, language: language)
      guard package.exists(path) else { continue }
      _ = collector.capturing {
        onDisk[name] = try CatalogueParser.parse(package.readText(path, at: nil), path: path)
      }
    }
    try collector.throwIfAny()
    let edition = Edition(language: language, templates: templates, onDisk: onDisk)
    return ExerciseEdition(
      language: language,
      words: UIText(translations: edition.currentTranslations(in: ExerciseTemplates.wordsName)),
      edition: edition)
  }

  /// Each exercise's title, task and hints in the language, where translated and current.
  public func translating(_ exercises: [Exercise]) -> [Exercise] {
    guard let edition else { return exercises }
    return edition.translating(exercises, ledger: ExerciseTemplates.exercisesName)
  }

  /// Each known mistake's summary and hint in the language, where translated and current.
  public func translating(_ ledger: MistakeLedger) -> MistakeLedger {
    edition?.translating(ledger) ?? ledger
  }
}
