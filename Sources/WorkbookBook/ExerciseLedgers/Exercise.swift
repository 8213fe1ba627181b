import WorkbookBase

/// One exercise from `chapters/exercises.ledger`: what it asks and its hints, written by a person,
/// and everything else derived from its one name.
///
/// The name is the starter's, in PascalCase (`ShoutingSubclass`), and every file of the exercise
/// is found from it here, in one place:
///
/// ```
/// Sources/Exercises/NAME/NAME.swift                 the starter the reader edits (NAMEStarter)
/// Sources/ExerciseChecks/NAME/NAMEContract.swift    what the starter must provide
/// Sources/ExerciseChecks/NAME/NAMEChecks.swift      the checks
/// Sources/ExerciseChecks/NAME/main.swift            the check runner, CheckNAME
/// Sources/ExerciseChecks/NAME/NAMETrace.swift       its traced story, where it has one
/// Solutions/NAME/NAME.swift                         the reference solution
/// Solutions/NAME/WrongAnswers/*.swift               plausible mistakes the checks must reject
/// Solutions/NAME/WrongAnswers/mistakes.ledger       what each mistake is, the checks that fail
///                                                   it, and the hint written for it
/// ```
///
/// Commands spell the name in kebab case (`shouting-subclass`) and accept any spelling that
/// differs only in case and dashes (``matches(_:)``).
public struct Exercise: Sendable, Hashable {
  /// The exercise's one name: letters and digits, starting with a capital.
  public var name: String
  /// The chapter file (in `chapters/`) whose page shows the exercise with `{{#exercise NAME}}`.
  public var chapter: String
  public var title: String
  public var task: String
  /// The ``SourceHash`` of the untouched starter.
  public var starterHash: String
  /// How long the exercise takes a reader who followed the chapter, as `N min` or `N–M min`.
  public var estimate: String
  /// The estimate without its unit: `N` or `N–M`.
  public var minutes: Substring { estimate.dropLast(" min".count) }
  /// Hints, weakest first.
  public var hints: [String]
  /// Names the exercise had before (`formerly:` in the ledger): a reader's progress recorded
  /// under one moves to the name, and a command given one says what the exercise is called now.
  public var formerNames: [String]
  /// Where the entry starts in the ledger.
  public var declaredAt: SourceLocation

  public init(
    name: String, chapter: String, title: String, task: String, starterHash: String,
    estimate: String, hints: [String], formerNames: [String] = [], declaredAt: SourceLocation
  ) {
    self.name = name
    self.chapter = chapter
    self.title = title
    self.task = task
    self.starterHash = starterHash
    self.estimate = estimate
    self.hints = hints
    self.formerNames = formerNames
    self.declaredAt = declaredAt
  }

  /// The file the reader edits, relative to the package root.
  public var starter: String { "Sources/Exercises/\(name)/\(name).swift" }

  /// The reference solution, relative to the package root.
  public var solution: String { "Solutions/\(name)/\(name).swift" }

  /// The known mistakes, each with the checks that fail it and its hint (``MistakeLedger``).
  public var mistakes: String { "Solutions/\(name)/WrongAnswers/\(MistakeLedger.fileName)" }

  /// The exercise's traced story, which not every exercise has (``StoryComparison``).
  public var story: String { "Sources/ExerciseChecks/\(name)/\(name)Trace.swift" }

  /// The executable that runs the exercise's checks against the starter, built with it alone.
  public var runner: String { "Check\(name)" }

  /// The test whose case for this exercise proves its checks pass on the reference solution:
  /// the case's argument is the exercise's name.
  public var checks: TestReference {
    TestReference(target: "ExerciseTests", name: "solutionPassesEveryCheck", at: declaredAt)
  }

  /// The name as commands show it: `ShoutingSubclass` is `shouting-subclass`.
  public var commandName: String {
    var result = ""
    var previous: Character?
    let characters = Array(name)
    for (index, character) in characters.enumerated() {
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let startsWord =
        character.isUppercase
        && (previous.map { $0.isLowercase || $0.isNumber } == true
          || (previous?.isUppercase == true && next?.isLowercase == true))
      if startsWord { result += "-" }
      result += character.lowercased()
      previous = character
    }
    return result
  }

  /// Whether `spelling` names this exercise: its name, in any case, with or without dashes.
  public func matches(_ spelling: String) -> Bool {
    spelling.filter { $0 != "-" }.lowercased() == name.lowercased()
  }

  /// The exercise of `exercises` that `spelling` names (see ``matches(_:)``), or an error that
  /// says what an exercise's former name is called now.
  public static func named(_ spelling: String, in exercises: [Exercise]) throws(Diagnostic)
    -> Exercise
  {
    if let exercise = exercises.first(where: { $0.matches(spelling) }) { return exercise }
    if let renamed = exercises.first(where: { $0.formerNames.contains(spelling) }) {
      throw Diagnostic(
        "exercise '\(spelling)' is now called '\(renamed.commandName)'", at: nil)
    }
    throw Diagnostic(
      "there is no exercise called '\(spelling)'; 'workbook exercise list' lists them", at: nil)
  }

  /// The command that checks a reader's attempt.
  public var runCommand: String { "swift run workbook exercise run \(commandName)" }
}
