import Foundation

/// How the exercise tests are being run, read from the environment.
///
/// - In the repository's own test run (no variables set), every check runs against the reference
///   solution, and a separate test proves the untouched starter fails.
/// - `workbook exercise run` sets `WORKBOOK_EXERCISE_ATTEMPT=1`: the checks run against the
///   reader's starter, and each result is appended to the file named by
///   `WORKBOOK_EXERCISE_REPORT`.
/// - The CI test script sets `WORKBOOK_PROVE_EXERCISES=1`: a starter that no longer matches its
///   recorded hash is then an error instead of a reader's work in progress.
enum ExerciseMode {
  static var isAttempt: Bool { environment["WORKBOOK_EXERCISE_ATTEMPT"] == "1" }
  static var mustProveStarters: Bool { environment["WORKBOOK_PROVE_EXERCISES"] == "1" }
  static var reportPath: String? { environment["WORKBOOK_EXERCISE_REPORT"] }

  /// The implementation the checks run against.
  static var implementationUnderTest: Implementation { isAttempt ? .starter : .solution }

  private static var environment: [String: String] { ProcessInfo.processInfo.environment }
}
