import WorkbookBase
import WorkbookBook

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How `workbook exercise watch` checks exercises, again and again: as ``ExerciseAttempt``
/// does (build the runner, then run its checks), except that once SwiftPM has built a runner,
/// the builds after an edit of its starter run SwiftPM's own compile and link commands directly
/// (``RunnerRebuild``), which saves SwiftPM's loading and planning of the package.
public final class ExerciseRechecker {
  /// What one check of an exercise found, and how long it took.
  public struct Outcome: Sendable {
    /// The verdicts, or why there are none (the code does not compile, say), as printed.
    public var result: Result<[ExerciseAttempt.Verdict], Diagnostic>
    /// Seconds spent bringing the runner up to date.
    public var buildSeconds: Double
    /// Seconds spent running the checks.
    public var checkSeconds: Double
    /// The build ran SwiftPM's commands itself, rather than SwiftPM.
    public var rebuiltDirectly: Bool
  }

  public let attempt: ExerciseAttempt
  private let rebuild: RunnerRebuild

  public init(attempt: ExerciseAttempt) {
    self.attempt = attempt
    rebuild = RunnerRebuild(root: attempt.root, scratchPath: ExerciseAttempt.scratchPath)
  }

  /// Builds `exercise`'s runner and runs its checks. Throws only
  /// ``ExerciseAttempt/Interrupted`` and the errors of the file system; a build or a runner
  /// that fails is an outcome.
  public func check(_ exercise: Exercise) throws -> Outcome {
    let scratch = try ScratchFolder(for: "exercise")
    defer { scratch.remove() }
    let output = scratch.url.appending(path: "output.txt").path
    let start = BoundedProcess.now()
    let direct = try rebuildDirectly(exercise, output: output, start: start)
    let rebuiltDirectly = direct != .notPossible
    do {
      switch direct {
      case .done: break
      case .doesNotCompile(let diagnostic): throw diagnostic
      case .notPossible:
        let startedAt = time(nil)
        try attempt.build(exercise, output: output)
        rebuild.recordFullBuild(
          of: exercise, runner: attempt.runner(of: exercise), startedAt: startedAt)
      }
    } catch let diagnostic as Diagnostic {
      return Outcome(
        result: .failure(diagnostic), buildSeconds: BoundedProcess.now() - start,
        checkSeconds: 0, rebuiltDirectly: rebuiltDirectly)
    }
    let built = BoundedProcess.now()
    let result: Result<[ExerciseAttempt.Verdict], Diagnostic>
    do {
      result = .success(try attempt.runChecks(exercise, output: output))
    } catch let diagnostic as Diagnostic {
      result = .failure(diagnostic)
    }
    return Outcome(
      result: result, buildSeconds: built - start, checkSeconds: BoundedProcess.now() - built,
      rebuiltDirectly: rebuiltDirectly)
  }

  /// How a direct rebuild went.
  private enum DirectRebuild: Equatable {
    /// The runner must be built by SwiftPM.
    case notPossible
    case done
    /// A command failed with compiler errors, said as SwiftPM's would be.
    case doesNotCompile(Diagnostic)
  }

  /// A command failed: the rebuild stops with `result`.
  private struct Stopped: Error {
    var result: DirectRebuild
  }

  /// Runs the commands that rebuild `exercise`'s runner, when ``RunnerRebuild`` has them and
  /// no SwiftPM holds the build folder. A command that fails without a compiler error (a build
  /// folder cleaned meanwhile, say) leaves the build to SwiftPM.
  private func rebuildDirectly(_ exercise: Exercise, output: String, start: Double) throws
    -> DirectRebuild
  {
    guard let plan = rebuild.rebuild(of: exercise) else { return .notPossible }
    // SwiftPM holds this lock (`flock`) while it builds in the folder.
    let lock = open(
      attempt.root.appending(path: "\(ExerciseAttempt.scratchPath)/.lock").path,
      O_RDONLY | O_CLOEXEC)
    guard lock >= 0 else { return .notPossible }
    defer { close(lock) }
    guard flock(lock, LOCK_EX | LOCK_NB) == 0 else { return .notPossible }
    let total = plan.commands.filter { $0.tool == "shell" }.count
    var done = 0
    do {
      _ = try plan.perform { command in
        attempt.buildProgress(
          BuildStatus(
            seconds: Int(BoundedProcess.now() - start),
            step: BuildProgress(done: done, total: total, step: command.description)))
        done += 1
        let before = command.outputs.map { FileManager.default.contents(atPath: $0) }
        let outcome = try BoundedProcess.run(
          command.arguments, in: attempt.root.path, removing: ExerciseAttempt.unsteadyVariables,
          outputPath: output, timeLimitInSeconds: nil)
        guard outcome == .exited(0) else {
          let transcript = ParseableOutput.text(of: attempt.read(output))
          guard !CompilerErrors.parse(transcript).isEmpty else {
            rebuild.forget()
            throw Stopped(result: .notPossible)
          }
          throw Stopped(
            result: .doesNotCompile(
              CompilerErrors.diagnostic(
                for: exercise, transcript: transcript, root: attempt.root, status: outcome,
                words: attempt.words)))
        }
        return Set(
          zip(command.outputs, before).filter { output, before in
            FileManager.default.contents(atPath: output) != before
          }.map(\.0))
      }
    } catch let stopped as Stopped {
      return stopped.result
    }
    return .done
  }
}
