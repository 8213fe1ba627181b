import CheckRunner

/// The command line of an exercise's check runner (the `Check…` executables that
/// `workbook exercise run` builds with the reader's starter): ``CheckRunner`` with the
/// exercise's checks, which reports each verdict over a channel of its own and never by an exit
/// status.
///
/// `workbook exercise run` starts one process per check, so a crash or a hang fails only its
/// check, and ends each on its time limit.
public enum CheckProgram {
  /// Runs the runner's command line over `checks` (see ``CheckRunner/main(_:)``); never returns.
  public static func main(_ checks: [ExerciseCheck]) -> Never {
    CheckRunner.main(runnerChecks(checks))
  }

  /// The command line of an exercise with a traced story: `story` tells it with the reader's
  /// code (`yours`) or with the reference solution (`solution`), one of them per run.
  public static func main<Subject>(
    _ checks: [ExerciseCheck], story: @escaping (Subject) -> TracedStory, yours: Subject,
    solution: Subject
  ) -> Never {
    CheckRunner.main(
      runnerChecks(checks),
      story: .init(
        yours: { story(yours).recorded() }, solution: { story(solution).recorded() }))
  }

  private static func runnerChecks(_ checks: [ExerciseCheck]) -> [CheckRunner.Check] {
    checks.map { check in .init(name: check.name) { failure(of: check) } }
  }

  /// Runs `check` and answers what it expected and got when it fails, or `nil` when it passes.
  public static func failure(of check: ExerciseCheck) -> String? {
    do {
      try check.body()
      return nil
    } catch {
      return "\(error)"
    }
  }
}
