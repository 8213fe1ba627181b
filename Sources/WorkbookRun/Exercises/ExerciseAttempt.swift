internal import CheckRunner
import WorkbookBase
import WorkbookBook

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Runs one exercise's checks against the reader's starter: builds the exercise's own check
/// runner (`swift build --product CheckNAME`, which compiles this starter and no other), then
/// runs each check in a process group of its own, in the runner's order, with a time limit.
/// The checks' verdicts come over a channel of their own (``CheckChannel``), never from an exit
/// status, and what the reader's code printed is kept apart, shown under its check.
///
/// Exercise builds have a build folder of their own, `.build-exercises`, and run with an
/// environment that does not depend on how `workbook` was started: SwiftPM reruns the
/// package's build-tool plugins whenever a build's environment differs from the previous one
/// in the same folder, so sharing `.build` with `swift run workbook` would rebuild the
/// generator on every run, and the exercise's build with it.
public struct ExerciseAttempt {
  public let root: URL
  /// The command that runs SwiftPM, before its arguments.
  public var swift: [String]
  /// How long one check may run before it is stopped and fails.
  public var timeLimitInSeconds: Double
  /// Called with a line of progress.
  public var progress: (String) -> Void
  /// Called while the runner builds, each second and each time the build reaches a new step.
  public var buildProgress: (BuildStatus) -> Void
  /// The language of what the attempt says itself: progress, and the verdicts and stories it
  /// makes up when a check or story ends without its own report.
  public var words: UIText

  public init(
    root: URL, swift: [String] = ["/usr/bin/env", "swift"], timeLimitInSeconds: Double = 10,
    words: UIText = .english, progress: @escaping (String) -> Void = { _ in },
    buildProgress: @escaping (BuildStatus) -> Void = { _ in }
  ) {
    self.root = root
    self.swift = swift
    self.timeLimitInSeconds = timeLimitInSeconds
    self.words = words
    self.progress = progress
    self.buildProgress = buildProgress
  }

  /// How long the runner may take to list its checks: it runs none, so only a machine under
  /// heavy load comes near this.
  static let listingTimeLimitInSeconds = 60.0

  /// What the checks run with: no Swift backtrace on a crash (the runtime's own one-line report
  /// says what failed, and a backtrace takes a while to write).
  static let checkEnvironment = ["SWIFT_BACKTRACE": "enable=no"]

  /// The build folder of exercise runs, relative to the package root.
  public static let scratchPath = ".build-exercises"

  /// Variables a shell sets differently depending on how `workbook` was started (directly, or
  /// through `swift run`), left out of the build's environment so that it stays the same.
  static let unsteadyVariables: Set<String> = ["_", "SHLVL", "OLDPWD"]

  /// The run was stopped by a signal sent to this process; everything it started has ended.
  public struct Interrupted: Error {
    public let signal: Int32
  }

  /// Runs the checks and answers their verdicts in the runner's order. A starter that does not
  /// compile is an error that shows each compiler error once, with its source line and caret.
  ///
  /// Each verdict is the one the runner sent over its ``CheckConnection``; the runner is the
  /// one built, checked before and after each check (``RunnerIdentity``). A check that changes
  /// it fails, and the checks after it are not run.
  public func run(_ exercise: Exercise) throws -> [Verdict] {
    let scratch = try ScratchFolder(for: "exercise")
    defer { scratch.remove() }
    let output = scratch.url.appending(path: "output.txt").path
    progress(words("Building {file} with its checks…", ["file": exercise.starter]))
    try build(exercise, output: output)
    return try runChecks(exercise, output: output)
  }

  /// Builds the exercise's check runner with SwiftPM, telling ``buildProgress`` where the build
  /// stands as it goes; `output` receives what SwiftPM prints.
  func build(_ exercise: Exercise, output: String) throws {
    var shown = BuildStatus(seconds: 0, step: nil)
    let start = BoundedProcess.now()
    let build = try BoundedProcess.run(
      swift + ["build", "--scratch-path", Self.scratchPath, "--product", exercise.runner],
      in: root.path, removing: Self.unsteadyVariables, outputPath: output,
      timeLimitInSeconds: nil,
      whileRunning: {
        let status = BuildStatus(
          seconds: Int(BoundedProcess.now() - start),
          step: BuildProgress.last(in: read(output, lastBytes: Self.progressWindow)))
        if status != shown {
          shown = status
          buildProgress(status)
        }
      })
    guard build == .exited(0) else {
      throw CompilerErrors.diagnostic(
        for: exercise, transcript: read(output), root: root, status: build, words: words)
    }
  }

  /// How much of the end of SwiftPM's output is read for its progress.
  static let progressWindow = 4096

  /// The path of the exercise's check runner, as SwiftPM builds it.
  func runner(of exercise: Exercise) -> String {
    root.appending(path: "\(Self.scratchPath)/debug/\(exercise.runner)").path
  }

  /// Runs the checks of the runner built for `exercise`; `output` receives what each prints.
  func runChecks(_ exercise: Exercise, output: String) throws -> [Verdict] {
    let runner = runner(of: exercise)
    let identity = RunnerIdentity(path: runner)
    let listing = try check([runner, "--list"], output: output, Self.listingTimeLimitInSeconds)
    guard case .listed(let names)? = listing.messages.last else {
      throw Diagnostic(
        "the check runner \(runner) did not list its checks"
          + (Self.shownOutput(read(output)).map { ":\n" + $0 } ?? ""), at: nil)
    }
    progress(
      words(
        "Running {count} checks, each stopped after {duration}…",
        ["count": "\(names.count)", "duration": Self.seconds(timeLimitInSeconds)]))
    var verdicts: [Verdict] = []
    var changedDuring: String?
    for name in names {
      if let changedDuring {
        verdicts.append(
          Verdict(
            check: name, passed: false,
            failure: words(
              "not run: the check runner was changed on disk during '{check}'",
              ["check": changedDuring])))
        continue
      }
      var end = try check([runner, "--check", name], output: output, timeLimitInSeconds)
      end.changedRunner = RunnerIdentity(path: runner) != identity
      if end.changedRunner { changedDuring = name }
      verdicts.append(verdict(name, end))
    }
    return verdicts
  }

  /// Runs the check runner with `arguments`, connected, within `timeLimit`.
  func check(_ arguments: [String], output: String, _ timeLimit: Double) throws
    -> CheckEnd
  {
    let connection = try CheckConnection()
    let outcome = try BoundedProcess.run(
      arguments, in: root.path, environment: Self.checkEnvironment, outputPath: output,
      timeLimitInSeconds: timeLimit, connection: connection, words: words)
    return CheckEnd(
      outcome: outcome, messages: connection.messages, transcript: read(output),
      changedRunner: false)
  }

  /// What a check printed, in bounded memory: a starter that prints in a loop for the whole
  /// time limit can fill gigabytes, of which the verdict shows only the first lines and needs
  /// only the last (a trap's message). Past ``transcriptEnds`` bytes at either end, the middle
  /// is left out and says how much. With `lastBytes`, only that many bytes from the end are
  /// read (a line cut there is cut).
  func read(_ path: String, lastBytes: Int? = nil) -> String {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return "" }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return "" }
    let size = Int(status.st_size)
    let end = Self.transcriptEnds
    func bytes(at offset: Int, count: Int) -> [UInt8] {
      var buffer = [UInt8](repeating: 0, count: count)
      let read = buffer.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, count, off_t(offset))
      }
      return Array(buffer.prefix(max(read, 0)))
    }
    if let lastBytes {
      let start = max(0, size - lastBytes)
      return String(decoding: bytes(at: start, count: size - start), as: UTF8.self)
    }
    guard size > 2 * end else {
      return String(decoding: bytes(at: 0, count: size), as: UTF8.self)
    }
    return String(decoding: bytes(at: 0, count: end), as: UTF8.self)
      + "\n[… \(size - 2 * end) bytes of output left out …]\n"
      + String(decoding: bytes(at: size - end, count: end), as: UTF8.self)
  }

  /// How many bytes of a check's output are kept from its start and from its end.
  static let transcriptEnds = 64 * 1024
}
