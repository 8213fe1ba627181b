/// Every exercise's checks, by exercise identifier: how a child process finds the checks it
/// was asked to run.
enum ExerciseCatalogOfChecks {
  static let byExercise: [String: [ExerciseCheck]] = [
    ShoutingSubclassChecks.exercise: ShoutingSubclassChecks.all,
    VisitCounterChecks.exercise: VisitCounterChecks.all,
    ObservationTokenChecks.exercise: ObservationTokenChecks.all,
    DistinctChangesChecks.exercise: DistinctChangesChecks.all,
    SynchronousDeliveryChecks.exercise: SynchronousDeliveryChecks.all,
    DeadObserversChecks.exercise: DeadObserversChecks.all,
    RestoreClassChecks.exercise: RestoreClassChecks.all,
    GuardRecordsChecks.exercise: GuardRecordsChecks.all,
    FindTheCycleChecks.exercise: FindTheCycleChecks.all,
    StrictObserveChecks.exercise: StrictObserveChecks.all,
    ReceptionistChecks.exercise: ReceptionistChecks.all,
    CheapRemovalChecks.exercise: CheapRemovalChecks.all,
    PriorTrampolineChecks.exercise: PriorTrampolineChecks.all,
    EitherSideChecks.exercise: EitherSideChecks.all,
  ]

  static func checks(of exercise: String) -> [ExerciseCheck] {
    byExercise[exercise] ?? []
  }
}
