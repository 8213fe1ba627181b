import ExerciseContracts

/// The wrong answers kept for exercise SynchronousDelivery, each described in `mistakes.ledger`
/// beside it: what it gets wrong, the checks that fail it, and the hint for a reader who made the
/// same mistake. The test run finds each one's entry by its type's name.
public enum SynchronousDeliveryWrongAnswers {
  public static var all: [any SynchronousDeliveryContract.Type] {
    [
      DeliveryOnTheMainQueue.self,
      DeliveryOnAPrivateQueueSync.self,
      DeliveryOnASerialQueueAsync.self,
      DeliveryAllAtOnce.self,
    ]
  }
}
