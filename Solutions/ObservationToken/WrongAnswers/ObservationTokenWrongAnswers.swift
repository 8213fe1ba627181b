import ExerciseContracts

/// The wrong answers kept for exercise ObservationToken, each described in `mistakes.ledger` beside
/// it: what it gets wrong, the checks that fail it, and the hint for a reader who made the same
/// mistake. The test run finds each one's entry by its type's name.
public enum ObservationTokenWrongAnswers {
  public static var all: [any ObservationTokenContract.Type] {
    [
      TokenRemovingEveryTime.self,
      TokenWithoutDeinit.self,
      TokenThatOnlyMarksItself.self,
      TokenRemovingOnlyInDeinit.self,
      TokenHoldingTheObjectWeakly.self,
    ]
  }
}
