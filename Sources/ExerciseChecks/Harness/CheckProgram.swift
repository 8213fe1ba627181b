#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line of an exercise's check runner (the `Check…` executables that
/// `workbook exercise run` builds with the reader's starter):
///
/// - `--list` prints the checks' names, one a line, in the order they run;
/// - `--check NAME` runs that check alone: exit status 0 when it passes, 1 when it fails, with
///   what it expected and what it got on standard output.
///
/// `workbook exercise run` starts one process per check, so a crash or a hang fails only its
/// check, and ends each on its time limit.
public enum CheckProgram {
  public static func main(_ checks: [ExerciseCheck]) -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch (arguments.first, arguments.count) {
    case ("--list", 1):
      for check in checks { print(check.name) }
      exit(EXIT_SUCCESS)
    case ("--check", 2):
      guard let check = checks.first(where: { $0.name == arguments[1] }) else {
        print("expected: a check called '\(arguments[1])'\ngot: no such check")
        exit(EXIT_FAILURE)
      }
      guard let failure = failure(of: check) else { exit(EXIT_SUCCESS) }
      print(failure)
      exit(EXIT_FAILURE)
    default:
      print("usage: \(CommandLine.arguments[0]) --list | --check NAME")
      exit(2)
    }
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
