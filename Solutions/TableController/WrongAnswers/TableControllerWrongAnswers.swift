import ExerciseContracts

/// The wrong answers kept for exercise TableController, each described in `mistakes.ledger` beside
/// it: what it gets wrong, the checks that fail it, and the hint for a reader who made the same
/// mistake. The test run finds each one's entry by its type's name.
public enum TableControllerWrongAnswers {
  public static var all: [any TableControllerContract.Type] {
    [
      ReceptionistForgettingInDeinit.self,
      ReceptionistUnobservingEverything.self,
      ReceptionistForgettingLate.self,
      ReceptionistWithoutAContext.self,
      ReceptionistFilingAfterRegistering.self,
      ReceptionistRemovingTheLatest.self,
    ]
  }
}
