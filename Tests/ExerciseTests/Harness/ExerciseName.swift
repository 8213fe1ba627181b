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
