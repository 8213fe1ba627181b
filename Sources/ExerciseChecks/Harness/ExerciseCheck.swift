/// One thing an exercise must achieve, checked against one implementation (the reader's
/// starter, the reference solution, or a wrong answer kept to prove the check can fail).
///
/// A check throws ``CheckFailure`` to say what it expected and what happened instead. Each check
/// runs in a process of its own, so a crash or a hang fails only that check.
public struct ExerciseCheck {
  public let name: String
  public let body: () throws -> Void

  public init(_ name: String, _ body: @escaping () throws -> Void) {
    self.name = name
    self.body = body
  }
}

/// What a failed check reports: the behaviour it wanted and the behaviour it saw.
public struct CheckFailure: Error, CustomStringConvertible {
  public let expected: String
  public let got: String

  public var description: String { "expected: \(expected)\ngot: \(got)" }

  /// Words in the report of a check that could not run its experiment, the machine being too
  /// busy: such a failure says nothing about the implementation, and is worth running again.
  public static let inconclusive = "the machine is too busy with other work to judge"
}

/// Fails the current check unless `condition` holds.
func require(
  _ condition: Bool, expected: @autoclosure () -> String, got: @autoclosure () -> String
) throws {
  guard condition else { throw CheckFailure(expected: expected(), got: got()) }
}
