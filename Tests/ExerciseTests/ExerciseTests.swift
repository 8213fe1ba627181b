import Testing

/// Each exercise's checks, run against the solution in the repository's own test run (and
/// against the reader's starter under `workbook exercise run`), plus the proof that the untouched
/// starter fails.
@Suite("Exercises") struct ExerciseTests {
  @Test(arguments: ShoutingSubclassChecks.all)
  func runtimeShoutingSubclass(_ check: ExerciseCheck) async { await ExerciseRunner.run(check) }

  @Test(arguments: VisitCounterChecks.all)
  func runtimeVisitCounter(_ check: ExerciseCheck) async { await ExerciseRunner.run(check) }

  @Test(arguments: ObservationTokenChecks.all)
  func kvoObservationToken(_ check: ExerciseCheck) async { await ExerciseRunner.run(check) }

  @Test(arguments: DistinctChangesChecks.all)
  func kvoDistinctChanges(_ check: ExerciseCheck) async { await ExerciseRunner.run(check) }

  @Test(arguments: SynchronousDeliveryChecks.all)
  func swizzledSynchronousDelivery(_ check: ExerciseCheck) async {
    await ExerciseRunner.run(check)
  }

  @Test(arguments: DeadObserversChecks.all)
  func swizzledDeadObservers(_ check: ExerciseCheck) async { await ExerciseRunner.run(check) }

  @Test(arguments: RestoreClassChecks.all)
  func swizzledRestoreClass(_ check: ExerciseCheck) async { await ExerciseRunner.run(check) }

  @Test(arguments: GuardRecordsChecks.all)
  func swizzledGuardRecords(_ check: ExerciseCheck) async { await ExerciseRunner.run(check) }

  @Test(arguments: FindTheCycleChecks.all)
  func controllerFindTheCycle(_ check: ExerciseCheck) async { await ExerciseRunner.run(check) }

  @Test(arguments: StrictObserveChecks.all)
  func controllerStrictObserve(_ check: ExerciseCheck) async { await ExerciseRunner.run(check) }

  @Test(arguments: ReceptionistChecks.all)
  func hashtableReceptionist(_ check: ExerciseCheck) async { await ExerciseRunner.run(check) }

  @Test(arguments: CheapRemovalChecks.all)
  func hashtableCheapRemoval(_ check: ExerciseCheck) async { await ExerciseRunner.run(check) }

  @Test(arguments: PriorTrampolineChecks.all)
  func racPrior(_ check: ExerciseCheck) async { await ExerciseRunner.run(check) }

  @Test(arguments: EitherSideChecks.all)
  func racEitherSide(_ check: ExerciseCheck) async { await ExerciseRunner.run(check) }

  @Test(
    .disabled(if: ExerciseMode.isAttempt),
    arguments: ExerciseCatalogOfChecks.byExercise.keys.sorted())
  func untouchedStarterFails(_ exercise: String) async {
    guard StarterProof.isUntouched(exercise) else { return }
    await ExerciseRunner.proveStarterFails(ExerciseCatalogOfChecks.checks(of: exercise))
  }

  @Test func everyExerciseInTheLedgerHasChecks() {
    #expect(Set(StarterProof.exercises.keys) == Set(ExerciseCatalogOfChecks.byExercise.keys))
  }
}
