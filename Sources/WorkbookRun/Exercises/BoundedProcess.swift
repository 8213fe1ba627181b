internal import ProcessShims
import WorkbookBase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program for an exercise run in a process group of its own, with an optional time
/// limit, and ends the whole group (the program and anything it started) when the limit passes,
/// when the program is stuck for good (``StallDetector``), or when ``ExerciseInterruption`` has
/// caught a signal sent to this process (``ExerciseAttempt/Interrupted``). Whatever way it ended, the run's orphans are ended too
/// (``Orphans``).
///
/// The program's standard output and standard error go to `outputPath`, and its standard input
/// is empty. Its environment is this process's, with `environment` added and the variables
/// named in `removing` left out. A check runner also gets its ``CheckConnection``, read while it
/// runs. ``ChildProcess`` starts it. `whileRunning` is called about every
/// ``whileRunningInterval`` seconds until it ends (to show a build's progress).
enum BoundedProcess {
  /// How a bounded run ended.
  enum Outcome: Equatable {
    /// The program exited with this status (128 + the signal number if a signal ended it).
    case exited(Int32)
    /// The time limit passed; the group was ended.
    case timedOut
    /// Every thread waited for good, as this says; the group was ended.
    case stalled(String)
  }

  /// How often the run looks at the child, the clock and the interruption flag.
  private static let pollInterval: useconds_t = 2_000
  /// How often a check runner's threads are looked at for a deadlock.
  private static let stallSampleInterval = 0.25
  /// How often `whileRunning` is called.
  static let whileRunningInterval = 0.1

  static func run(
    _ arguments: [String], in directory: String, environment: [String: String] = [:],
    removing: Set<String> = [], outputPath: String, timeLimitInSeconds: Double?,
    connection: CheckConnection? = nil, words: UIText = .english, whileRunning: () -> Void = {}
  ) throws -> Outcome {
    let pid = try ChildProcess.spawn(
      arguments, in: directory, environment: environment, removing: removing,
      outputPath: outputPath, inputFromNull: true, ownProcessGroup: true,
      channel: connection?.theirs)
    connection?.started()
    defer {
      connection?.receive()
      Orphans.endAll()
    }
    let deadline = timeLimitInSeconds.map { now() + $0 }
    var stalls = connection.map { _ in StallDetector(words: words) }
    var nextSample = now()
    var nextCall = nextSample + whileRunningInterval
    var status: Int32 = 0
    while true {
      connection?.receive()
      // Look without reaping: while the leader is a zombie its PID cannot be reused, so the
      // group's leftovers can be killed by its ID without hitting an unrelated process.
      let ended = process_shims_has_ended(pid)
      if ended == 1 { break }
      guard ended == 0 || errno == EINTR else {
        throw Diagnostic("lost track of '\(arguments[0])'", at: nil)
      }
      if ExerciseInterruption.caughtSignal != 0 {
        endGroup(pid)
        throw ExerciseAttempt.Interrupted(signal: ExerciseInterruption.caughtSignal)
      }
      let time = now()
      if let deadline, time >= deadline {
        endGroup(pid)
        return .timedOut
      }
      if time >= nextSample, let stall = stalls?.sample(pid, at: time) {
        endGroup(pid)
        return .stalled(stall)
      }
      if time >= nextSample { nextSample = time + stallSampleInterval }
      if time >= nextCall {
        whileRunning()
        nextCall = time + whileRunningInterval
      }
      usleep(pollInterval)
    }
    // The program may have left children behind in its group: they end with it.
    kill(-pid, SIGKILL)
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return .exited(ChildProcess.exitStatus(status))
  }

  /// Kills every process of the group led by `pid`, and reaps the leader.
  private static func endGroup(_ pid: pid_t) {
    kill(-pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
  }

  /// Seconds on a clock that only moves forward.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
