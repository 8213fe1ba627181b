import WorkbookBook

/// The record files' prose in an edition's language, field by field: a field with a current
/// translation (``Edition/current(_:in:)``) shows it, any other keeps its English. The keys are
/// those ``LedgerMessages`` extracts.
extension Edition {
  /// The table of contents' catalogue: the book's, the parts' and the pages' titles.
  public func translating(_ book: Book) -> Book {
    let name = TranslationFiles.templateName(
      forSource: String(book.tableOfContentsPath.split(separator: "/").last ?? ""))
    func text(_ english: String) -> String {
      current(MessageKey(context: nil, id: english), in: name) ?? english
    }
    var translated = book
    translated.title = text(book.title)
    translated.pages = book.pages.map { page in
      var page = page
      page.title = text(page.title)
      page.part = page.part.map(text)
      return page
    }
    return translated
  }

  /// Each claim's statement and note, from the catalogue of `ledger` (`claims.ledger`).
  public func translating(_ claims: [Claim], ledger: String) -> [Claim] {
    let name = TranslationFiles.templateName(forSource: ledger)
    return claims.map { claim in
      let context = "claim \(claim.id)"
      var claim = claim
      claim.says = current(MessageKey(context: context, id: claim.says), in: name) ?? claim.says
      claim.note = claim.note.map {
        current(MessageKey(context: context, id: $0), in: name) ?? $0
      }
      return claim
    }
  }

  /// Each exercise's title, task and hints, from the catalogue of `ledger`
  /// (`exercises.ledger`).
  public func translating(_ exercises: [Exercise], ledger: String) -> [Exercise] {
    let name = TranslationFiles.templateName(forSource: ledger)
    return exercises.map { exercise in
      let context = "exercise \(exercise.name)"
      func text(_ english: String) -> String {
        current(MessageKey(context: context, id: english), in: name) ?? english
      }
      var exercise = exercise
      exercise.title = text(exercise.title)
      exercise.task = text(exercise.task)
      exercise.hints = exercise.hints.map(text)
      return exercise
    }
  }

  /// Each known mistake's summary and hint, from the mistakes' catalogue
  /// (``ExerciseTemplates/mistakesName``).
  public func translating(_ ledger: MistakeLedger) -> MistakeLedger {
    var translated = ledger
    translated.mistakes = ledger.mistakes.map { mistake in
      let context = "mistake \(mistake.name)"
      func text(_ english: String) -> String {
        current(MessageKey(context: context, id: english), in: ExerciseTemplates.mistakesName)
          ?? english
      }
      var mistake = mistake
      mistake.summary = text(mistake.summary)
      mistake.hint = text(mistake.hint)
      return mistake
    }
    return translated
  }
}
