#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Runs one exercise's checks against the reader's starter: `swift test` filtered to the
/// exercise's checks, told to use the starter and to write one line per check to a report file.
public struct ExerciseAttempt {
  public let root: URL
  /// The command that runs the tests, before its arguments.
  public var command: [String]
  /// Called with a line of progress.
  public var progress: (String) -> Void

  public init(
    root: URL, command: [String] = ["/usr/bin/env", "swift", "test"],
    progress: @escaping (String) -> Void = { _ in }
  ) {
    self.root = root
    self.command = command
    self.progress = progress
  }

  /// One check's outcome.
  public struct Verdict: Decodable, Sendable, Equatable {
    public var check: String
    public var passed: Bool
    /// What the check expected and what happened, for a failed check.
    public var failure: String?
  }

  /// Runs the checks and answers their verdicts in the order the checks finished. A starter that
  /// does not compile, or a run in which no check ran, is an error that says why.
  public func run(_ exercise: Exercise) throws -> [Verdict] {
    let scratch = FileManager.default.temporaryDirectory.appending(
      path: "workbook-exercise-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let report = scratch.appending(path: "report.jsonl")
    let output = scratch.appending(path: "output.txt")

    let arguments = ["--filter", "^\(exercise.checks.target)\\..*/\(exercise.checks.name)\\("]
    progress("Checking \(exercise.id) against \(exercise.starter)…")
    let status = try ChildProcess.run(
      command + arguments, in: root.path,
      environment: ["WORKBOOK_EXERCISE_ATTEMPT": "1", "WORKBOOK_EXERCISE_REPORT": report.path],
      outputPath: output.path)

    let verdicts = Self.verdicts(in: FileManager.default.contents(atPath: report.path) ?? Data())
    if !verdicts.isEmpty {
      guard status == 0 || verdicts.contains(where: { !$0.passed }) else {
        throw Diagnostic(
          "swift test failed (exit status \(status)) although every check that reported passed; run 'swift test --filter \(exercise.checks.name)' to see why",
          at: nil)
      }
      return verdicts
    }
    let transcript = String(
      decoding: FileManager.default.contents(atPath: output.path) ?? Data(), as: UTF8.self)
    // SwiftPM ends a failed build with a line of its own ("error: fatalError") that says
    // nothing about the reader's code.
    let errors = transcript.split(separator: "\n").filter {
      $0.contains("error:") && !$0.hasSuffix("error: fatalError")
    }
    if !errors.isEmpty {
      throw Diagnostic(
        "your code does not compile yet:\n" + errors.prefix(20).joined(separator: "\n"), at: nil)
    }
    throw Diagnostic(
      "no check of '\(exercise.id)' ran (swift test exited with status \(status))",
      at: nil)
  }

  /// The verdicts in a report: one JSON object per line.
  static func verdicts(in report: Data) -> [Verdict] {
    String(decoding: report, as: UTF8.self).split(separator: "\n").compactMap { line in
      try? JSONDecoder().decode(Verdict.self, from: Data(line.utf8))
    }
  }
}
