import Testing

/// An exercise's name as a test's argument: a case shows as the bare name, which is how the
/// book finds each exercise's live mark among the cases of one parameterised test.
struct ExerciseName: Sendable, CustomTestStringConvertible {
  let name: String

  init(_ name: String) {
    self.name = name
  }

  var testDescription: String { name }
}

/// A kept wrong answer as a test's argument, shown as `EXERCISE/TYPE`.
struct WrongAnswerName: Sendable, CustomTestStringConvertible {
  let exercise: String
  let type: String

  init(_ exercise: String, _ type: String) {
    self.exercise = exercise
    self.type = type
  }

  var testDescription: String { "\(exercise)/\(type)" }
}
