import ExerciseContracts

/// The wrong answers kept for exercise ShoutingSubclass, each described in `mistakes.ledger` beside
/// it: what it gets wrong, the checks that fail it, and the hint for a reader who made the same
/// mistake. The test run finds each one's entry by its type's name.
public enum ShoutingSubclassWrongAnswers {
  public static var all: [any ShoutingSubclassContract.Type] {
    [
      ShoutingHelloOnly.self,
      ShoutingWithoutClassOverride.self,
      ShoutingClassAnswersSubclass.self,
      ShoutingThroughAnOrdinarySend.self,
      ShoutingByChangingTheBaseClass.self,
      ShoutingSuperFromTheObjectsClass.self,
    ]
  }
}
