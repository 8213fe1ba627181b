import ExerciseContracts

/// The wrong answers kept for exercise TwoWayBinding, each described in `mistakes.ledger` beside
/// it: what it gets wrong, the checks that fail it, and the hint for a reader who made the same
/// mistake. The test run finds each one's entry by its type's name.
public enum TwoWayBindingWrongAnswers {
  public static var all: [any TwoWayBindingContract.Type] {
    [
      BindingWithoutAnEchoGuard.self,
      BindingWithAGuardNeverLowered.self,
      BindingWithAGuardPerDirection.self,
      BindingWithoutTheFirstCopy.self,
      BindingUnbindingOneSide.self,
      BindingWithoutDeinit.self,
      BindingCopyingAfterRegistering.self,
      BindingWithOneGuardForAll.self,
      BindingHoldingItsObjectsWeakly.self,
    ]
  }
}
