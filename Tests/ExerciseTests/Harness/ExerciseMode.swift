import Foundation

/// How the exercise tests are being run, read from the environment. The CI test script sets
/// `WORKBOOK_PROVE_EXERCISES=1`: a starter that no longer matches its recorded hash is then an
/// error instead of a reader's work in progress. `WORKBOOK_SHOW_REJECTIONS=1` prints what each
/// wrong answer's check reported, for an author checking that it fails for the right reason.
enum ExerciseMode {
  static var showsRejections: Bool {
    ProcessInfo.processInfo.environment["WORKBOOK_SHOW_REJECTIONS"] == "1"
  }

  static var mustProveStarters: Bool {
    ProcessInfo.processInfo.environment["WORKBOOK_PROVE_EXERCISES"] == "1"
  }
}
