import ExerciseContracts

/// The wrong answers kept for exercise WeakKeyedTable, each described in `mistakes.ledger` beside
/// it: what it gets wrong, the checks that fail it, and the hint for a reader who made the same
/// mistake. The test run finds each one's entry by its type's name.
public enum WeakKeyedTableWrongAnswers {
  public static var all: [any WeakKeyedTableContract.Type] {
    [
      TableKeyedByEquality.self,
      TablePurgingOnLookup.self,
      TableHoldingValuesWeakly.self,
      TableKeepingTheFirstValue.self,
      TableWithOneSentinelKey.self,
      TableHeldByItsSentinels.self,
      TableUnownedBySentinels.self,
      TableTrustingEverySentinel.self,
    ]
  }
}
