import Foundation

@testable import WorkbookBook

extension FixtureBook {
  /// Adds exercise `name` to the book as an author would: its starter and solution where the
  /// name puts them, an entry in the ledger, and `{{#exercise NAME}}` at the end of `chapter`,
  /// which is what makes it that chapter's exercise.
  func addExercise(
    _ name: String, title: String? = nil, task: String = "T", estimate: String = "5 min",
    starterHash: String = "1", hints: [String] = [], formerly: [String] = [],
    chapter: String = "01-counter.md"
  ) throws {
    try write("Sources/Exercises/\(name)/\(name).swift", "struct \(name) { var value = 0 }\n")
    try write("Solutions/\(name)/\(name).swift", "struct \(name) { var value = 2 }\n")
    let ledger = exists(ExerciseLedger.path) ? try read(ExerciseLedger.path) : ""
    var entry = "exercise: \(name)\n"
    entry += formerly.map { "  formerly: \($0)\n" }.joined()
    entry += "  title: \(title ?? name)\n  task: \(task)\n  estimate: \(estimate)\n"
    entry += "  starter-hash: \(starterHash)\n"
    entry += hints.map { "  hint: \($0)\n" }.joined()
    try write(ExerciseLedger.path, ledger + entry + "\n")
    let page = "chapters/\(chapter)"
    try write(page, try read(page) + "\n{{#exercise \(name)}}\n")
  }

  /// The test whose cases are the exercises' live marks, as this repository's `ExerciseTests`
  /// declares it.
  func addExerciseProofs() throws {
    try write(
      "Tests/ExerciseTests/ExerciseTests.swift",
      """
      import Testing

      @Suite struct ExerciseTests {
        @Test(arguments: ["Counter"])
        func solutionPassesEveryCheck(_ exercise: String) {}
      }

      """)
  }
}

extension Exercise {
  /// An exercise as the ledger would give it, for tests that need one without a book.
  static func fixture(_ name: String = "Counter", starterHash: String = "h") -> Exercise {
    Exercise(
      name: name, chapter: "01-counter.md", title: "T", task: "T", starterHash: starterHash,
      estimate: "5 min", hints: [], declaredAt: .init(path: "", line: 1, column: 1))
  }
}
