import ExerciseContracts

/// The wrong answers kept for exercise OneTableController, each described in `mistakes.ledger`
/// beside it: what it gets wrong, the checks that fail it, and the hint for a reader who made the
/// same mistake. The test run finds each one's entry by its type's name.
public enum OneTableControllerWrongAnswers {
  public static var all: [any OneTableControllerContract.Type] {
    [
      OneTableWithAShadowArray.self,
      OneTableWithAStaleIndex.self,
      OneTableNeverEmptied.self,
      OneTableWithoutDeinit.self,
      OneTableWithASplitUpdate.self,
    ]
  }
}
