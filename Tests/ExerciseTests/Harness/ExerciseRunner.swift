import ExerciseChecks
import Foundation
import Testing

/// Runs exercise checks in child processes (exit tests) and reports their outcome.
enum ExerciseRunner {
  /// How long one child may run before the system ends it, so that a wrong answer which never
  /// returns fails its check instead of holding up the test run.
  static let timeLimitInSeconds: UInt32 = 30

  /// Proves that the check `name` of `exercise` passes on `implementation` (`solution`, or
  /// `wrong: TYPE` for a check its mistake does not list), and records a failure in the check's
  /// own words (what it expected, what happened).
  static func provePasses(_ exercise: String, against implementation: String, check name: String)
    async
  {
    let transcript = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbook-check-\(UUID().uuidString).txt").path
    defer { try? FileManager.default.removeItem(atPath: transcript) }
    let passed = await ChildSlots.inSlot {
      await #expect(processExitsWith: .success) {
        [
          exercise = exercise as String, name = name as String,
          implementation = implementation as String, transcript = transcript as String
        ] in
        ExerciseChild.redirectStandardError(to: transcript)
        ExerciseChild.run(exercise, checks: [name], against: implementation)
      }
    }
    if passed == nil {
      Issue.record(
        Comment(rawValue: "\(name) (\(implementation))\n\(reportedFailure(transcript))"))
    }
  }

  /// Proves that `implementation` of `exercise` fails at least one of `checks`: the checks run
  /// in one child process, in order, which must fail, and fail in one of them (a report naming
  /// another check, a check left undecided, or no implementation at all, is not a proof). Answers what the child
  /// reported.
  @discardableResult
  static func proveFails(
    _ exercise: String, against implementation: String, checks: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> String {
    let transcript = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbook-proof-\(UUID().uuidString).txt").path
    defer { try? FileManager.default.removeItem(atPath: transcript) }
    await ChildSlots.inSlot {
      await #expect(
        processExitsWith: .failure, "\(implementation) passes \(checks.joined(separator: ", "))",
        sourceLocation: sourceLocation
      ) {
        [
          exercise = exercise as String, implementation = implementation as String,
          checks = checks as [String], transcript = transcript as String
        ] in
        ExerciseChild.redirectStandardError(to: transcript)
        ExerciseChild.run(exercise, checks: checks, against: implementation)
      }
    }
    let report = reportedFailure(transcript)
    #expect(
      !ExerciseChild.isUndecided(report),
      "\(implementation) left a check undecided, each time it ran: no proof that it fails\n\(report)",
      sourceLocation: sourceLocation)
    let output = String(
      decoding: FileManager.default.contents(atPath: transcript) ?? Data(), as: UTF8.self)
    if let marker = output.firstRange(of: ExerciseChild.marker) {
      let failedCheck = output[marker.upperBound...].prefix { $0 != "\n" }
      #expect(
        checks.contains(String(failedCheck)),
        "\(implementation) failed outside the checks named: \(report)",
        sourceLocation: sourceLocation)
    }
    return report
  }

  /// What a failed child wrote: the check's own report, or the last words it printed as it
  /// crashed (an uncaught exception or a message to a freed object, both starting `***`).
  private static func reportedFailure(_ path: String) -> String {
    let output = String(
      decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    if let marker = output.range(of: ExerciseChild.marker) {
      return String(output[marker.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    if let lastWords = output.range(of: "*** ") {
      return "the check crashed:\n"
        + output[lastWords.lowerBound...].trimmingCharacters(in: .whitespacesAndNewlines)
    }
    return "the check crashed, or ran out of its \(timeLimitInSeconds) s, without a message"
  }
}

/// What runs inside the child process: build the checks against the implementation named, run
/// the ones asked for in order, and stop at the first failure.
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

  static func run(_ exercise: String, checks names: [String], against implementation: String) {
    guard
      let known = ProvenExercise.named(exercise)?.checks(against: implementation)
    else {
      fail("\(exercise)\nthere is no implementation '\(implementation)'")
    }
    for name in names {
      guard let check = known.first(where: { $0.name == name }) else {
        fail("\(name)\nthere is no such check")
      }
      if let failure = failure(of: check) { fail("\(name)\n\(failure)") }
    }
  }

  /// How many times a check whose experiment could not run is tried in all.
  static let attempts = 3

  /// The check's failure, if it fails: a check left undecided (``UndecidedCheck``, the machine
  /// too busy to judge) is no proof either way, so it runs again, up to ``attempts`` times, each
  /// within the time limit; the two-thread checks it concerns make fresh objects for each run.
  private static func failure(of check: ExerciseCheck) -> String? {
    var failure: String?
    for attempt in 1...attempts where attempt == 1 || isUndecided(failure) {
      alarm(ExerciseRunner.timeLimitInSeconds)
      failure = CheckProgram.failure(of: check)
    }
    return failure
  }

  static func isUndecided(_ report: String?) -> Bool {
    report?.contains(UndecidedCheck.label) == true
  }

  private static func fail(_ report: String) -> Never {
    FileHandle.standardError.write(Data("\(marker)\(report)\n".utf8))
    exit(EXIT_FAILURE)
  }
}
