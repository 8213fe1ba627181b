import Testing

/// Which code a check runs against: the starter the reader edits, or the reference solution.
enum Implementation: String, Codable, Sendable {
  case starter
  case solution
}

/// One thing an exercise must achieve, checked against either implementation.
///
/// A check throws ``CheckFailure`` to say what it expected and what happened instead. Checks run
/// in a child process (see ``ExerciseRunner``), so a starter that crashes fails its check
/// instead of ending the test run.
struct ExerciseCheck: Sendable, CustomTestStringConvertible {
  let exercise: String
  let name: String
  let body: @Sendable (Implementation) throws -> Void

  init(
    _ exercise: String, _ name: String, _ body: @escaping @Sendable (Implementation) throws -> Void
  ) {
    self.exercise = exercise
    self.name = name
    self.body = body
  }

  var testDescription: String { name }
}

/// What a failed check reports: the behaviour it wanted and the behaviour it saw.
struct CheckFailure: Error, CustomStringConvertible {
  let expected: String
  let got: String

  var description: String { "expected: \(expected)\ngot: \(got)" }
}

/// Fails the current check unless `condition` holds.
func require(
  _ condition: Bool, expected: @autoclosure () -> String, got: @autoclosure () -> String
) throws {
  guard condition else { throw CheckFailure(expected: expected(), got: got()) }
}
