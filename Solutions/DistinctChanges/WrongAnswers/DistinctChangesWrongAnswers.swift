import ExerciseContracts

/// The wrong answers kept for exercise DistinctChanges, each described in `mistakes.ledger` beside
/// it: what it gets wrong, the checks that fail it, and the hint for a reader who made the same
/// mistake. The test run finds each one's entry by its type's name.
public enum DistinctChangesWrongAnswers {
  public static var all: [any DistinctChangesContract.Type] {
    [
      DistinctNotifyingBeforeTheWrite.self,
      DistinctWithoutNotifying.self,
      DistinctAgainstTheLastValueGiven.self,
      DistinctWithoutTheWrite.self,
      DistinctAgainstTheLastValueSeen.self,
      DistinctAgainstARememberedValuePerThermostat.self,
    ]
  }
}
