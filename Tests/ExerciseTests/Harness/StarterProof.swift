import Foundation
import Testing
import WorkbookBook
import WorkbookRender

/// Whether an exercise's starter is still the untouched one the ledger records, which is when
/// the repository can prove that it fails.
enum StarterProof {
  /// The package root, three folders above this file.
  static let root = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The ledger's exercises by name.
  static let exercises: [String: Exercise] = {
    let book = try? TableOfContents.load(root: root)
    let list = book.flatMap { try? ExerciseLedger.load(root: root, book: $0) } ?? []
    return Dictionary(uniqueKeysWithValues: list.map { ($0.name, $0) })
  }()

  /// Whether `exercise`'s starter is untouched. A starter that changed is the reader's work in
  /// progress, except when the test script demands the proof (`WORKBOOK_PROVE_EXERCISES=1`):
  /// then a changed starter whose new hash was never recorded is an error.
  static func isUntouched(_ exercise: String) -> Bool {
    guard let entry = exercises[exercise] else {
      Issue.record("exercise '\(exercise)' is not in \(ExerciseLedger.path)")
      return false
    }
    let current = SourceHash.of(file: entry.starter, root: root)
    if current == entry.starterHash { return true }
    if ExerciseMode.mustProveStarters {
      Issue.record(
        "\(entry.starter) has changed: record 'starter-hash: \(current)' for '\(exercise)' in \(ExerciseLedger.path)"
      )
    }
    return false
  }
}
