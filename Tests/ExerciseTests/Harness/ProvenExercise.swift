import ExerciseChecks

/// An exercise as the repository's test run proves it: its checks, built against each
/// implementation the run knows: the untouched starter, the reference solution, and each wrong
/// answer kept beside the solution, by its type's name.
struct ProvenExercise {
  let name: String
  let starter: () -> [ExerciseCheck]
  let solution: () -> [ExerciseCheck]
  /// The checks built against each wrong answer, by the wrong answer's type name.
  let wrongAnswers: [String: () -> [ExerciseCheck]]

  /// `checks` builds the exercise's checks against one implementation of its contract.
  init<Contract>(
    _ name: String, _ checks: @escaping (Contract) -> [ExerciseCheck],
    starter: Contract, solution: Contract, wrongAnswers: [Contract]
  ) {
    self.name = name
    self.starter = { checks(starter) }
    self.solution = { checks(solution) }
    self.wrongAnswers = Dictionary(
      uniqueKeysWithValues: wrongAnswers.map { wrong in
        ("\(wrong)", { checks(wrong) })
      })
  }

  static func named(_ name: String) -> ProvenExercise? {
    all.first { $0.name == name }
  }

  /// The names of the checks, in the order they run.
  var checkNames: [String] { solution().map(\.name) }

  /// The checks built against the implementation `label` names: `starter`, `solution`, or
  /// `wrong: TYPE`.
  func checks(against label: String) -> [ExerciseCheck]? {
    switch label {
    case "starter": return starter()
    case "solution": return solution()
    default:
      guard label.hasPrefix("wrong: ") else { return nil }
      return wrongAnswers[String(label.dropFirst("wrong: ".count))]?()
    }
  }
}
