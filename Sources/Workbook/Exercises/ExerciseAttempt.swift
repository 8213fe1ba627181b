#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Runs one exercise's checks against the reader's starter: builds the exercise's own check
/// runner (`swift build --product CheckNAME`, which compiles this starter and no other), then
/// runs each check in a process group of its own, in the runner's order, with a time limit.
public struct ExerciseAttempt {
  public let root: URL
  /// The command that runs SwiftPM, before its arguments.
  public var swift: [String]
  /// How long one check may run before it is stopped and fails.
  public var timeLimitInSeconds: Double
  /// Called with a line of progress.
  public var progress: (String) -> Void

  public init(
    root: URL, swift: [String] = ["/usr/bin/env", "swift"], timeLimitInSeconds: Double = 10,
    progress: @escaping (String) -> Void = { _ in }
  ) {
    self.root = root
    self.swift = swift
    self.timeLimitInSeconds = timeLimitInSeconds
    self.progress = progress
  }

  /// How long the runner may take to list its checks: it runs none, so only a machine under
  /// heavy load comes near this.
  static let listingTimeLimitInSeconds = 60.0

  /// What the build and the checks run with: no Swift backtrace on a crash (the runtime's own
  /// one-line report says what failed, and a backtrace takes a while to write).
  static let childEnvironment = ["SWIFT_BACKTRACE": "enable=no"]

  /// One check's outcome.
  public struct Verdict: Sendable, Equatable {
    public var check: String
    public var passed: Bool
    /// What the check expected and what happened, for a failed check.
    public var failure: String?
  }

  /// The run was stopped by a signal sent to this process; everything it started has ended.
  public struct Interrupted: Error {
    public let signal: Int32
  }

  /// Runs the checks and answers their verdicts in the runner's order. A starter that does not
  /// compile is an error that shows each compiler error once, with its source line and caret.
  public func run(_ exercise: Exercise) throws -> [Verdict] {
    let scratch = FileManager.default.temporaryDirectory.appending(
      path: "workbook-exercise-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = scratch.appending(path: "output.txt").path

    progress("Building \(exercise.starter) with its checks…")
    let build = try bounded(
      swift + ["build", "--product", exercise.runner], output: output, timeLimit: nil)
    guard build == .exited(0) else {
      throw CompilerErrors.diagnostic(
        for: exercise, transcript: read(output), root: root, status: build)
    }
    let runner = root.appending(path: ".build/debug/\(exercise.runner)").path
    let listing = try bounded(
      [runner, "--list"], output: output, timeLimit: Self.listingTimeLimitInSeconds)
    guard listing == .exited(0) else {
      throw Diagnostic("the check runner \(runner) could not list its checks", at: nil)
    }
    let names = read(output).split(separator: "\n").map(String.init)
    progress(
      "Running \(names.count) checks, each stopped after \(Self.seconds(timeLimitInSeconds))…")
    return try names.map { name in
      let outcome = try bounded(
        [runner, "--check", name], output: output, timeLimit: timeLimitInSeconds)
      return verdict(name, outcome, transcript: read(output))
    }
  }

  private func verdict(_ check: String, _ outcome: BoundedProcess.Outcome, transcript: String)
    -> Verdict
  {
    switch outcome {
    case .exited(0):
      return Verdict(check: check, passed: true)
    case .exited(1) where transcript.hasPrefix("expected:"):
      return Verdict(check: check, passed: false, failure: Self.trimmed(transcript))
    case .timedOut:
      return Verdict(
        check: check, passed: false,
        failure:
          "expected: the check to finish within \(Self.seconds(timeLimitInSeconds)), the time limit per check\ngot: it was still running, and was stopped"
      )
    case .exited(let status):
      return Verdict(
        check: check, passed: false,
        failure: "the check crashed (exit status \(status))"
          + (Self.lastWords(in: transcript).map { ":\n" + $0 } ?? " without a message"))
    case .interrupted:
      return Verdict(check: check, passed: false, failure: "interrupted")
    }
  }

  /// What a crashed check said as it died: the line of a Swift runtime error (`Fatal error: …`)
  /// or of the runtime's own report (`*** …`), with the lines that follow it up to a blank line
  /// or a stack trace, at most `maximumLines` of them.
  static func lastWords(in transcript: String, maximumLines: Int = 6) -> String? {
    let lines = transcript.split(separator: "\n", omittingEmptySubsequences: false)
    guard
      let start = lines.firstIndex(where: {
        $0.contains("Fatal error:") || $0.hasPrefix("*** ")
      })
    else { return nil }
    let paragraph = lines[start...].prefix {
      !$0.allSatisfy(\.isWhitespace) && !$0.hasPrefix("Current stack trace")
    }
    return paragraph.prefix(maximumLines).joined(separator: "\n")
  }

  /// Runs a bounded process, turning an interruption into ``Interrupted``.
  private func bounded(_ arguments: [String], output: String, timeLimit: Double?) throws
    -> BoundedProcess.Outcome
  {
    let outcome = try BoundedProcess.run(
      arguments, in: root.path, environment: Self.childEnvironment, outputPath: output,
      timeLimitInSeconds: timeLimit)
    if outcome == .interrupted { throw Interrupted(signal: ExerciseInterruption.caughtSignal) }
    return outcome
  }

  private func read(_ path: String) -> String {
    String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
  }

  private static func trimmed(_ text: some StringProtocol) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }
}
