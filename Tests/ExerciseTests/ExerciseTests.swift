import ExerciseChecks
import Testing

/// Each exercise's checks, run against the reference solution, plus the proofs that the
/// untouched starter and every wrong answer fail.
@Suite("Exercises") struct ExerciseTests {
  @Test(arguments: ExerciseCatalog.checkNames(of: ShoutingSubclassChecks.exercise))
  func runtimeShoutingSubclass(_ check: String) async {
    await ExerciseRunner.provePasses(ShoutingSubclassChecks.exercise, check: check)
  }

  @Test(arguments: ExerciseCatalog.checkNames(of: VisitCounterChecks.exercise))
  func runtimeVisitCounter(_ check: String) async {
    await ExerciseRunner.provePasses(VisitCounterChecks.exercise, check: check)
  }

  @Test(arguments: ExerciseCatalog.checkNames(of: ObservationTokenChecks.exercise))
  func kvoObservationToken(_ check: String) async {
    await ExerciseRunner.provePasses(ObservationTokenChecks.exercise, check: check)
  }

  @Test(arguments: ExerciseCatalog.checkNames(of: DistinctChangesChecks.exercise))
  func kvoDistinctChanges(_ check: String) async {
    await ExerciseRunner.provePasses(DistinctChangesChecks.exercise, check: check)
  }

  @Test(arguments: ExerciseCatalog.checkNames(of: SynchronousDeliveryChecks.exercise))
  func swizzledSynchronousDelivery(_ check: String) async {
    await ExerciseRunner.provePasses(SynchronousDeliveryChecks.exercise, check: check)
  }

  @Test(arguments: ExerciseCatalog.checkNames(of: DeadObserversChecks.exercise))
  func swizzledDeadObservers(_ check: String) async {
    await ExerciseRunner.provePasses(DeadObserversChecks.exercise, check: check)
  }

  @Test(arguments: ExerciseCatalog.checkNames(of: RestoreClassChecks.exercise))
  func swizzledRestoreClass(_ check: String) async {
    await ExerciseRunner.provePasses(RestoreClassChecks.exercise, check: check)
  }

  @Test(arguments: ExerciseCatalog.checkNames(of: GuardRecordsChecks.exercise))
  func swizzledGuardRecords(_ check: String) async {
    await ExerciseRunner.provePasses(GuardRecordsChecks.exercise, check: check)
  }

  @Test(arguments: ExerciseCatalog.checkNames(of: FindTheCycleChecks.exercise))
  func controllerFindTheCycle(_ check: String) async {
    await ExerciseRunner.provePasses(FindTheCycleChecks.exercise, check: check)
  }

  @Test(arguments: ExerciseCatalog.checkNames(of: StrictObserveChecks.exercise))
  func controllerStrictObserve(_ check: String) async {
    await ExerciseRunner.provePasses(StrictObserveChecks.exercise, check: check)
  }

  @Test(arguments: ExerciseCatalog.checkNames(of: ReceptionistChecks.exercise))
  func hashtableReceptionist(_ check: String) async {
    await ExerciseRunner.provePasses(ReceptionistChecks.exercise, check: check)
  }

  @Test(arguments: ExerciseCatalog.checkNames(of: CheapRemovalChecks.exercise))
  func hashtableCheapRemoval(_ check: String) async {
    await ExerciseRunner.provePasses(CheapRemovalChecks.exercise, check: check)
  }

  @Test(arguments: ExerciseCatalog.checkNames(of: PriorTrampolineChecks.exercise))
  func racPrior(_ check: String) async {
    await ExerciseRunner.provePasses(PriorTrampolineChecks.exercise, check: check)
  }

  @Test(arguments: ExerciseCatalog.checkNames(of: EchoFreeChannelChecks.exercise))
  func racChannelEcho(_ check: String) async {
    await ExerciseRunner.provePasses(EchoFreeChannelChecks.exercise, check: check)
  }

  @Test(arguments: ExerciseCatalog.checkNames(of: EitherSideChecks.exercise))
  func racEitherSide(_ check: String) async {
    await ExerciseRunner.provePasses(EitherSideChecks.exercise, check: check)
  }

  @Test(arguments: ExerciseCatalog.checkNames(of: TwoWayBindingChecks.exercise))
  func kvoTwoWayBinding(_ check: String) async {
    await ExerciseRunner.provePasses(TwoWayBindingChecks.exercise, check: check)
  }

  @Test(arguments: ExerciseCatalog.checkNames(of: ReentrantDeliveryChecks.exercise))
  func swizzledReentrantDelivery(_ check: String) async {
    await ExerciseRunner.provePasses(ReentrantDeliveryChecks.exercise, check: check)
  }

  @Test(arguments: ExerciseCatalog.checkNames(of: WeakKeyedTableChecks.exercise))
  func controllerWeakKeyedTable(_ check: String) async {
    await ExerciseRunner.provePasses(WeakKeyedTableChecks.exercise, check: check)
  }

  @Test(arguments: ExerciseCatalog.checkNames(of: SwatchColorPathChecks.exercise))
  func racTwoKeyPath(_ check: String) async {
    await ExerciseRunner.provePasses(SwatchColorPathChecks.exercise, check: check)
  }

  @Test(arguments: ExerciseCatalog.checkNames(of: InitialSafeControllerChecks.exercise))
  func hashtableInitialUnobserve(_ check: String) async {
    await ExerciseRunner.provePasses(InitialSafeControllerChecks.exercise, check: check)
  }

  @Test(arguments: ExerciseCatalog.all.map(\.exercise))
  func untouchedStarterFails(_ exercise: String) async {
    guard StarterProof.isUntouched(exercise) else { return }
    await ExerciseRunner.proveFails(
      exercise, against: "starter", checks: ExerciseCatalog.checkNames(of: exercise))
  }

  /// One argument per wrong answer and check that must reject it: `exercise`, `wrong: NAME`,
  /// check.
  static let rejections: [[String]] = ExerciseCatalog.all.flatMap { subjects in
    subjects.wrongAnswers.flatMap { wrong in
      wrong.caughtBy.map { [subjects.exercise, "wrong: \(wrong.name)", $0] }
    }
  }

  @Test(arguments: rejections)
  func wrongAnswerFailsItsCheck(_ rejection: [String]) async {
    let report = await ExerciseRunner.proveFails(
      rejection[0], against: rejection[1], checks: [rejection[2]])
    if ExerciseMode.showsRejections {
      print("\(rejection.joined(separator: " / ")):\n\(report)\n")
    }
  }

  @Test(arguments: ExerciseCatalog.all.map(\.exercise))
  func everyExerciseHasThreeWrongAnswersThatNameRealChecks(_ exercise: String) throws {
    let subjects = try #require(ExerciseCatalog.subjects(of: exercise))
    let checks = Set(ExerciseCatalog.checkNames(of: exercise))
    #expect(subjects.wrongAnswers.count >= 3)
    for wrong in subjects.wrongAnswers {
      #expect(!wrong.caughtBy.isEmpty, "\(wrong.name) names no check")
      for name in wrong.caughtBy {
        #expect(checks.contains(name), "\(wrong.name): no check '\(name)'")
      }
    }
  }

  /// A check that no wrong answer fails is suspect: it must say why it exists.
  @Test(arguments: ExerciseCatalog.all.map(\.exercise))
  func everyCheckRejectsAWrongAnswerOrSaysWhyNot(_ exercise: String) throws {
    let subjects = try #require(ExerciseCatalog.subjects(of: exercise))
    let caught = Set(subjects.wrongAnswers.flatMap(\.caughtBy))
    for name in ExerciseCatalog.checkNames(of: exercise) where !caught.contains(name) {
      #expect(
        subjects.uncaught[name] != nil,
        "no wrong answer fails '\(name)', and nothing says why it exists")
    }
  }

  @Test func everyExerciseInTheLedgerHasChecks() {
    #expect(Set(StarterProof.exercises.keys) == Set(ExerciseCatalog.all.map(\.exercise)))
  }
}
