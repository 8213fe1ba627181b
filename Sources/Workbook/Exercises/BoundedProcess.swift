#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program for an exercise run in a process group of its own, with an optional time
/// limit, and ends the whole group (the program and anything it started) when the limit passes
/// or when ``ExerciseInterruption`` has caught a SIGINT or SIGTERM sent to this process.
///
/// The program's standard output and standard error go to `outputPath`, and its standard input
/// is empty. Its environment is this process's, with `environment` added and the variables
/// named in `removing` left out. ``ChildProcess`` starts it.
enum BoundedProcess {
  /// How a bounded run ended.
  enum Outcome: Equatable {
    /// The program exited with this status (128 + the signal number if a signal ended it).
    case exited(Int32)
    /// The time limit passed; the group was ended.
    case timedOut
    /// This process was asked to stop; the group was ended.
    case interrupted
  }

  /// How often the run looks at the child, the clock and the interruption flag.
  private static let pollInterval: useconds_t = 2_000

  static func run(
    _ arguments: [String], in directory: String, environment: [String: String] = [:],
    removing: Set<String> = [], outputPath: String, timeLimitInSeconds: Double?
  ) throws(Diagnostic) -> Outcome {
    let pid = try ChildProcess.spawn(
      arguments, in: directory, environment: environment, removing: removing,
      outputPath: outputPath, inputFromNull: true, ownProcessGroup: true)
    let deadline = timeLimitInSeconds.map { now() + $0 }
    var status: Int32 = 0
    while true {
      let waited = waitpid(pid, &status, WNOHANG)
      if waited == pid { break }
      guard waited == 0 || errno == EINTR else {
        throw Diagnostic("lost track of '\(arguments[0])'", at: nil)
      }
      if ExerciseInterruption.caughtSignal != 0 {
        endGroup(pid)
        return .interrupted
      }
      if let deadline, now() >= deadline {
        endGroup(pid)
        return .timedOut
      }
      usleep(pollInterval)
    }
    // The program may have left children behind in its group: they end with it.
    kill(-pid, SIGKILL)
    return .exited(ChildProcess.exitStatus(status))
  }

  /// Kills every process of the group led by `pid`, and reaps the leader.
  private static func endGroup(_ pid: pid_t) {
    kill(-pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
  }

  /// Seconds on a clock that only moves forward.
  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
