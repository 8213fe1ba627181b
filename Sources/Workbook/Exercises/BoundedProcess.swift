#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program for an exercise run in a process group of its own, with an optional time
/// limit, and ends the whole group (the program and anything it started) when the limit passes
/// or when ``ExerciseInterruption`` has caught a SIGINT or SIGTERM sent to this process.
///
/// The program's standard output and standard error go to `outputPath`. A small `sh` enters
/// `directory` and then becomes the program, so this process's working directory never changes.
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
    outputPath: String, timeLimitInSeconds: Double?
  ) throws(Diagnostic) -> Outcome {
    let pid = try spawn(
      arguments, in: directory, environment: environment, outputPath: outputPath)
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
    let signal = status & 0x7f
    return .exited(signal == 0 ? (status >> 8) & 0xff : 128 + signal)
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

  private static func spawn(
    _ arguments: [String], in directory: String, environment additions: [String: String],
    outputPath: String
  ) throws(Diagnostic) -> pid_t {
    let shell = ["/bin/sh", "-c", "cd -- \"$0\" && exec \"$@\"", directory]
    var argv = (shell + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    #if canImport(Darwin)
      let inherited: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? =
        _NSGetEnviron().pointee
    #else
      let inherited: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
    #endif
    var variables: [String] = []
    var index = 0
    while let entry = inherited?[index] {
      let text = String(cString: entry)
      let name = text.split(separator: "=", maxSplits: 1).first.map(String.init) ?? text
      if additions[name] == nil { variables.append(text) }
      index += 1
    }
    variables += additions.map { "\($0.key)=\($0.value)" }
    var environment = variables.map { strdup($0) } + [nil]
    defer { for variable in environment { free(variable) } }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var signals = sigset_t()
    sigemptyset(&signals)
    posix_spawnattr_setsigmask(&attributes, &signals)
    sigfillset(&signals)
    posix_spawnattr_setsigdefault(&attributes, &signals)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
    var pid = pid_t()
    let spawned = posix_spawn(&pid, shell[0], &actions, &attributes, &argv, &environment)
    guard spawned == 0 else {
      throw Diagnostic("cannot run '\(shell[0])': \(String(cString: strerror(spawned)))", at: nil)
    }
    return pid
  }
}
