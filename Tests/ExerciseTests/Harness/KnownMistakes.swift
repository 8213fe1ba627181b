import Testing
import WorkbookBook
import WorkbookRender

/// Each exercise's mistakes ledger (`Solutions/NAME/WrongAnswers/mistakes.ledger`), read from
/// the package the tests run in.
enum KnownMistakes {
  /// The ledger of `exercise`, or nil (with an issue recorded) when the exercise or its ledger
  /// cannot be read.
  static func of(_ exercise: String) -> MistakeLedger? {
    guard let entry = StarterProof.exercises[exercise] else {
      Issue.record("exercise '\(exercise)' is not in \(ExerciseLedger.path)")
      return nil
    }
    do {
      return try MistakeLedger.load(for: entry, root: StarterProof.root)
    } catch {
      Issue.record("\(error)")
      return nil
    }
  }
}
