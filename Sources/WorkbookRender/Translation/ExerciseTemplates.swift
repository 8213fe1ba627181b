import WorkbookBase
import WorkbookBook

/// The templates of what the exercise commands say, besides the exercises' own titles, tasks
/// and hints (`exercises.ledger.pot`): the known mistakes' summaries and hints, from every
/// exercise's `Solutions/NAME/WrongAnswers/mistakes.ledger`, in one template, and the command
/// line's own words (``CommandLineMessages``). `workbook i18n` writes them with the book's
/// other templates; `workbook exercise` merges them in memory, as a build does the rest.
public enum ExerciseTemplates {
  /// The template of the known mistakes, and the files it is extracted from, as `check` names
  /// them.
  public static let mistakesName = "mistakes.ledger"
  public static let mistakesSource = "Solutions/*/WrongAnswers/\(MistakeLedger.fileName)"

  /// The template of the command line's own words, named like the site's (`site.ui`).
  public static let wordsName = "cli.ui"
  public static let wordsSource = "the command line's own words"

  /// The exercises ledger's template name (see ``TranslationFiles/templateName(forSource:)``).
  public static let exercisesName = TranslationFiles.templateName(
    forSource: String(ExerciseLedger.path.dropFirst("chapters/".count)))

  /// The mistakes' template: each mistake's summary and hint, with `mistake NAME` as context,
  /// in the order of `exercises`, then of each ledger.
  public static func mistakes(of exercises: [Exercise], in root: PackageRoot, bookTitle: String)
    throws -> Catalogue
  {
    var entries: [CatalogueEntry] = []
    for exercise in exercises where root.exists(exercise.mistakes) {
      entries += try LedgerMessages.entries(
        of: root.readText(exercise.mistakes, at: nil), path: exercise.mistakes, rule: .mistakes)
    }
    return TemplateCatalogue.make(entries, bookTitle: bookTitle)
  }

  /// The command line's words: every message of ``CommandLineMessages``, a `{name}` in one
  /// being a value the command puts in after translating.
  public static func words(bookTitle: String) -> Catalogue {
    let entries = CommandLineMessages.all.map { text in
      var entry = CatalogueEntry(key: MessageKey(context: nil, id: text))
      if text.contains("{") {
        entry.extractedComments = ["keep each {name}: the command puts a value there"]
      }
      return entry
    }
    return TemplateCatalogue.make(entries, bookTitle: bookTitle)
  }

  /// The templates every exercise command needs, by name: the exercises ledger's, the
  /// mistakes' and the command line's words.
  static func all(of exercises: [Exercise], in root: PackageRoot, bookTitle: String) throws
    -> [String: Catalogue]
  {
    let ledger =
      root.exists(ExerciseLedger.path)
      ? try LedgerMessages.entries(
        of: root.readText(ExerciseLedger.path, at: nil), path: ExerciseLedger.path,
        rule: .exercises) : []
    return [
      exercisesName: TemplateCatalogue.make(ledger, bookTitle: bookTitle),
      mistakesName: try mistakes(of: exercises, in: root, bookTitle: bookTitle),
      wordsName: words(bookTitle: bookTitle),
    ]
  }
}
