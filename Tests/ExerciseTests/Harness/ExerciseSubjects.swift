import ExerciseChecks

/// An exercise as the repository's test run proves it: its checks, built against each
/// implementation the run knows (the starter, the solution, and the wrong answers kept beside
/// the solution).
struct ExerciseSubjects {
  /// A plausible wrong answer, and the checks that must reject it.
  struct WrongAnswer {
    let name: String
    let caughtBy: [String]
    let checks: () -> [ExerciseCheck]
  }

  let exercise: String
  let starter: () -> [ExerciseCheck]
  let solution: () -> [ExerciseCheck]
  let wrongAnswers: [WrongAnswer]
  /// Why a check that no wrong answer fails is still worth running, by check name.
  let uncaught: [String: String]

  /// `checks` builds the exercise's checks against one implementation of its contract;
  /// `wrongAnswers` pairs each wrong answer with its name and the checks that catch it.
  init<Contract>(
    _ exercise: String, _ checks: @escaping (Contract) -> [ExerciseCheck],
    starter: Contract, solution: Contract,
    wrongAnswers: [(name: String, implementation: Contract, caughtBy: [String])],
    uncaught: [String: String] = [:]
  ) {
    self.exercise = exercise
    self.starter = { checks(starter) }
    self.solution = { checks(solution) }
    self.wrongAnswers = wrongAnswers.map { wrong in
      WrongAnswer(name: wrong.name, caughtBy: wrong.caughtBy) { checks(wrong.implementation) }
    }
    self.uncaught = uncaught
  }

  /// The checks built against the implementation `label` names: `starter`, `solution`, or
  /// `wrong: NAME`.
  func checks(against label: String) -> [ExerciseCheck]? {
    switch label {
    case "starter": return starter()
    case "solution": return solution()
    default:
      return wrongAnswers.first { "wrong: \($0.name)" == label }?.checks()
    }
  }
}
