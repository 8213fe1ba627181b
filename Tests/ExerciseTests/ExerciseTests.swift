import ExerciseChecks
import Testing

/// Every exercise proven from its folders and ledgers: the checks pass on the reference
/// solution, the untouched starter fails at least one, and each kept wrong answer fails exactly
/// the checks its entry in `mistakes.ledger` lists, which makes the set a fingerprint
/// `workbook exercise run` can recognise.
@Suite("Exercises") struct ExerciseTests {
  static let exercises = ProvenExercise.all.map { ExerciseName($0.name) }

  /// Each exercise's checks pass on its reference solution: one case per exercise, named by it,
  /// which is the live mark `{{#exercise NAME}}` shows.
  @Test(arguments: exercises)
  func solutionPassesEveryCheck(_ exercise: ExerciseName) async throws {
    let proven = try #require(ProvenExercise.named(exercise.name))
    for check in proven.checkNames {
      await ExerciseRunner.provePasses(exercise.name, against: "solution", check: check)
    }
  }

  @Test(arguments: exercises)
  func untouchedStarterFails(_ exercise: ExerciseName) async throws {
    let proven = try #require(ProvenExercise.named(exercise.name))
    guard StarterProof.isUntouched(exercise.name) else { return }
    await ExerciseRunner.proveFails(exercise.name, against: "starter", checks: proven.checkNames)
  }

  /// One argument per wrong answer kept.
  static let wrongAnswers = ProvenExercise.all.flatMap { exercise in
    exercise.wrongAnswers.keys.sorted().map { WrongAnswerName(exercise.name, $0) }
  }

  /// Each check either fails the wrong answer, as its entry says, or passes it: a check that
  /// passes where the entry says it fails, or fails where the entry does not say so, is an
  /// issue naming both.
  @Test(arguments: wrongAnswers)
  func wrongAnswerFailsExactlyItsChecks(_ wrong: WrongAnswerName) async throws {
    let proven = try #require(ProvenExercise.named(wrong.exercise))
    let ledger = try #require(KnownMistakes.of(wrong.exercise))
    let mistake = try #require(
      ledger.mistakes.first { $0.name == wrong.type },
      "\(wrong.type) has no entry in \(wrong.exercise)'s mistakes.ledger")
    for check in proven.checkNames {
      let implementation = "wrong: \(wrong.type)"
      if mistake.fails.contains(check) {
        let report = await ExerciseRunner.proveFails(
          wrong.exercise, against: implementation, checks: [check])
        if ExerciseMode.showsRejections {
          print("\(wrong.exercise) / \(wrong.type) / \(check):\n\(report)\n")
        }
      } else {
        await ExerciseRunner.provePasses(wrong.exercise, against: implementation, check: check)
      }
    }
  }

  @Test(arguments: exercises)
  func everyMistakeHasItsTypeAndEveryTypeItsMistake(_ exercise: ExerciseName) throws {
    let proven = try #require(ProvenExercise.named(exercise.name))
    let ledger = try #require(KnownMistakes.of(exercise.name))
    let checks = Set(proven.checkNames)
    #expect(ledger.mistakes.count >= 3, "an exercise keeps at least three wrong answers")
    #expect(Set(ledger.mistakes.map(\.name)) == Set(proven.wrongAnswers.keys))
    for mistake in ledger.mistakes {
      for check in mistake.fails where !checks.contains(check) {
        Issue.record("\(mistake.declaredAt): \(mistake.name): no check '\(check)'")
      }
    }
  }

  /// A check that no wrong answer fails is suspect: its `check:` entry says why it is kept, and
  /// an entry for a check that does fail one is out of date.
  @Test(arguments: exercises)
  func everyCheckFailsAMistakeOrSaysWhyItIsKept(_ exercise: ExerciseName) throws {
    let proven = try #require(ProvenExercise.named(exercise.name))
    let ledger = try #require(KnownMistakes.of(exercise.name))
    let failed = Set(ledger.mistakes.flatMap(\.fails))
    for check in proven.checkNames {
      #expect(
        failed.contains(check) != (ledger.keptChecks[check] != nil),
        "'\(check)': a check either fails a mistake or says why it is kept, not both")
    }
    #expect(Set(ledger.keptChecks.keys).isSubset(of: proven.checkNames))
  }

  @Test func everyExerciseInTheLedgerIsProven() {
    #expect(Set(StarterProof.exercises.keys) == Set(ProvenExercise.all.map(\.name)))
  }
}
