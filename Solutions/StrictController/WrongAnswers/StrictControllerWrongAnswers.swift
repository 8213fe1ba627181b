import ExerciseContracts

/// The wrong answers kept for exercise StrictController, each described in `mistakes.ledger` beside
/// it: what it gets wrong, the checks that fail it, and the hint for a reader who made the same
/// mistake. The test run finds each one's entry by its type's name.
public enum StrictControllerWrongAnswers {
  public static var all: [any StrictControllerContract.Type] {
    [
      StrictNeverForgetting.self,
      StrictByKeyPathOnly.self,
      StrictKeyedByValue.self,
      StrictByObjectOnly.self,
      StrictReplacingTheFirst.self,
      StrictMarkingTheObject.self,
      StrictRememberingAfterObserving.self,
    ]
  }
}
