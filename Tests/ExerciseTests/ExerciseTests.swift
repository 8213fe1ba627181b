import ExerciseChecks
import Testing

/// Each exercise's checks, run against the reference solution, plus the proofs that the
/// untouched starter and every wrong answer fail.
@Suite("Exercises") struct ExerciseTests {
  /// Each exercise's checks pass on its reference solution: one case per exercise, named by it,
  /// which is the live mark `{{#exercise NAME}}` shows.
  @Test(arguments: ExerciseCatalog.all.map { ExerciseName($0.exercise) })
  func solutionPassesEveryCheck(_ exercise: ExerciseName) async {
    for check in ExerciseCatalog.checkNames(of: exercise.name) {
      await ExerciseRunner.provePasses(exercise.name, check: check)
    }
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
