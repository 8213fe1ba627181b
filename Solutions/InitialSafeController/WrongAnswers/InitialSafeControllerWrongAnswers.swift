import ExerciseContracts

/// The wrong answers kept for exercise InitialSafeController, each described in `mistakes.ledger`
/// beside it: what it gets wrong, the checks that fail it, and the hint for a reader who made the
/// same mistake. The test run finds each one's entry by its type's name.
public enum InitialSafeControllerWrongAnswers {
  public static var all: [any InitialSafeControllerContract.Type] {
    [
      InitialListedAfterRegistering.self,
      InitialCancelledButStillRegistered.self,
      InitialIgnoringAnEarlyUnobserve.self,
      InitialWithoutDeinit.self,
      InitialCancellingWhateverIsRegistering.self,
      InitialSafeOnItsOwnThreadOnly.self,
    ]
  }
}
