import Foundation
import Testing

/// Runs exercise checks, each in a child process, and reports their outcome.
enum ExerciseRunner {
  /// Runs `check` against the implementation under test, in a child process, and records a
  /// failure in the check's own words (what it expected, what happened).
  static func run(_ check: ExerciseCheck) async {
    let implementation = ExerciseMode.implementationUnderTest
    let (exercise, names) = (check.exercise, [check.name])
    let transcript = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbook-check-\(UUID().uuidString).txt").path
    defer { try? FileManager.default.removeItem(atPath: transcript) }
    let passed = await #expect(processExitsWith: .success) {
      [
        exercise = exercise as String, names = names as [String],
        implementation = implementation as Implementation, transcript = transcript as String
      ] in
      ExerciseChild.redirectStandardError(to: transcript)
      ExerciseChild.run(exercise: exercise, checks: names, against: implementation)
    }
    let failure = passed == nil ? reportedFailure(inTranscript: transcript) : nil
    ExerciseReport.append(check: check, failure: failure)
    if let failure {
      Issue.record(Comment(rawValue: "\(check.name) (\(implementation.rawValue))\n\(failure)"))
    }
  }

  /// Proves that the untouched starter fails at least one of `checks`: the exercise tests
  /// something the starter does not already do. The checks run in one child process, which
  /// must fail.
  static func proveStarterFails(_ checks: [ExerciseCheck]) async {
    let (exercise, names) = (checks[0].exercise, checks.map(\.name))
    await #expect(processExitsWith: .failure) {
      [exercise = exercise as String, names = names as [String]] in
      ExerciseChild.run(exercise: exercise, checks: names, against: .starter)
    }
  }

  /// What a failed child wrote: the check's own report, or the last words it printed as it
  /// crashed (an uncaught exception or a message to a freed object, both starting `***`).
  private static func reportedFailure(inTranscript path: String) -> String {
    let output = String(
      decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    if let marker = output.range(of: ExerciseChild.marker) {
      return String(output[marker.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    if let lastWords = output.range(of: "*** ") {
      return "the check crashed:\n"
        + output[lastWords.lowerBound...]
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
    return "the check crashed without a message"
  }
}

/// What runs inside the child process: look the checks up by name and run them, stopping at
/// the first failure.
enum ExerciseChild {
  static let marker = "WORKBOOK-CHECK-FAILURE\n"

  /// Sends everything the child prints on standard error, including an uncaught exception's
  /// last words, to `path`, where the parent reads it whatever way the child ended.
  static func redirectStandardError(to path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return }
    dup2(descriptor, STDERR_FILENO)
    close(descriptor)
  }

  static func run(exercise: String, checks names: [String], against implementation: Implementation)
  {
    let known = ExerciseCatalogOfChecks.checks(of: exercise)
    for name in names {
      guard let check = known.first(where: { $0.name == name }) else {
        FileHandle.standardError.write(Data("\(marker)\(name)\nthere is no such check\n".utf8))
        exit(EXIT_FAILURE)
      }
      do {
        try check.body(implementation)
      } catch {
        FileHandle.standardError.write(Data("\(marker)\(name)\n\(error)\n".utf8))
        exit(EXIT_FAILURE)
      }
    }
  }
}
