import ExerciseContracts

/// The wrong answers kept for exercise BoundedObservation, each described in `mistakes.ledger`
/// beside it: what it gets wrong, the checks that fail it, and the hint for a reader who made the
/// same mistake. The test run finds each one's entry by its type's name.
public enum BoundedObservationWrongAnswers {
  public static var all: [any BoundedObservationContract.Type] {
    [
      BoundedByTheTargetOnly.self,
      BoundedByTheObserverOnly.self,
      BoundedWithoutLeavingTheBags.self,
      BoundedDisposingTheBags.self,
    ]
  }
}
