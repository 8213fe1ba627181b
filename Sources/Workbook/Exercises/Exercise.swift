/// One exercise from `chapters/exercises.ledger`: what it asks, where its starter and solution
/// live, the test that runs its checks, and its hints.
public struct Exercise: Sendable, Hashable {
  public var id: String
  /// The chapter file (in `chapters/`) the exercise belongs to.
  public var chapter: String
  public var title: String
  public var task: String
  /// The file the reader edits, relative to the package root.
  public var starter: String
  /// The reference solution, relative to the package root.
  public var solution: String
  /// The test in `ExerciseTests` that runs the exercise's checks.
  public var checks: TestReference
  /// The ``SourceHash`` of the untouched starter.
  public var starterHash: String
  /// How long the exercise takes a reader who followed the chapter, as `N min` or `N–M min`.
  public var estimate: String
  /// Hints, weakest first.
  public var hints: [String]
  /// Where the entry starts in the ledger.
  public var declaredAt: SourceLocation

  /// The executable that runs the exercise's checks against the starter, built with it alone:
  /// `CheckNAME` for the starter `Sources/Exercises/NAME/NAME.swift`.
  public var runner: String {
    let file = starter.split(separator: "/").last ?? ""
    return "Check" + (file.hasSuffix(".swift") ? file.dropLast(".swift".count) : file)
  }

  /// The command that checks a reader's attempt.
  public var runCommand: String { "swift run workbook exercise run \(id)" }
}
