import CheckRunner

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
}

/// What a check throws when it could not run its experiment (the machine being too busy, say):
/// it has not passed, its failure says nothing about the implementation, and running it again
/// may decide. Its report starts with ``label``.
public struct UndecidedCheck: Error, CustomStringConvertible {
  public static let label = CheckChannel.undecidedLabel
  public let reason: String

  public var description: String { "\(Self.label) \(reason)" }
}

/// Fails the current check unless `condition` holds.
func require(
  _ condition: Bool, expected: @autoclosure () -> String, got: @autoclosure () -> String
) throws {
  guard condition else { throw CheckFailure(expected: expected(), got: got()) }
}
