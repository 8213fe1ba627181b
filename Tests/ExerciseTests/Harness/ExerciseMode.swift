import Foundation

/// How the exercise tests are being run, read from the environment. The CI test script sets
/// `WORKBOOK_PROVE_EXERCISES=1`: a starter that no longer matches its recorded hash is then an
/// error instead of a reader's work in progress.
enum ExerciseMode {
  static var mustProveStarters: Bool {
    ProcessInfo.processInfo.environment["WORKBOOK_PROVE_EXERCISES"] == "1"
  }
}
