import ExerciseContracts

/// The wrong answers kept for exercise SwatchColorPath, each described in `mistakes.ledger` beside
/// it: what it gets wrong, the checks that fail it, and the hint for a reader who made the same
/// mistake. The test run finds each one's entry by its type's name.
public enum SwatchColorPathWrongAnswers {
  public static var all: [any SwatchColorPathContract.Type] {
    [
      PathKeepingEveryColorTrampoline.self,
      PathLettingGoAfterTheChange.self,
      PathSilentWithoutASwatch.self,
      PathDroppingTheSwatchTrampoline.self,
      PathReportingWithoutMoving.self,
      PathWithOneSlotForEveryPalette.self,
    ]
  }
}
