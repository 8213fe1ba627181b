internal import CheckRunner
import WorkbookBase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program with `posix_spawn`, sharing this process's standard streams, and waits for it.
/// The child starts with no blocked signals and every signal's default action, whatever this
/// process's threads had.
/// A small `sh` enters the child's working directory and then becomes the program, so this
/// process's working directory, shared by all its threads, never changes.
///
/// The generator avoids Foundation's `Process` so that the `workbook` binary needs only
/// FoundationEssentials, which starts several times faster than the whole of Foundation.
enum ChildProcess {
  /// Runs `arguments[0]` (a path, or a name found on the `PATH`) with the rest as its arguments,
  /// in `directory`, and returns its exit status (128 + the signal number if a signal ended it).
  ///
  /// `environment` adds variables to (or replaces them in) this process's environment, and
  /// `outputPath`, when given, receives the child's standard output and standard error instead
  /// of this process's streams.
  static func run(
    _ arguments: [String], in directory: String, environment: [String: String] = [:],
    outputPath: String? = nil
  ) throws(Diagnostic) -> Int32 {
    let pid = try spawn(
      arguments, in: directory, environment: environment, outputPath: outputPath)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { throw Diagnostic("lost track of '\(arguments[0])'", at: nil) }
    }
    return exitStatus(status)
  }

  /// Runs `arguments` as ``run(_:in:environment:outputPath:)`` does, with the child's standard
  /// output and (unless `readsStandardError` is false, when it stays this process's) standard
  /// error going through one pipe to this process: unless `echo` is false, every byte is copied
  /// to this process's standard output as it arrives, so the person running it still sees it
  /// live, and each line (without its newline) is handed to `line`.
  ///
  /// Reading stops when the pipe closes or, once the child has exited, when nothing more is
  /// waiting in it: a process the child left running in the background with the pipe open
  /// cannot keep the run waiting.
  static func runReadingOutput(
    _ arguments: [String], in directory: String, environment: [String: String] = [:],
    echo: Bool = true, readsStandardError: Bool = true, line: (Substring) -> Void
  ) throws(Diagnostic) -> Int32 {
    let (readEnd, writeEnd) = try OutputPipe.make()
    let pid: pid_t
    do {
      pid = try spawn(
        arguments, in: directory, environment: environment, outputDescriptor: writeEnd,
        errorToOutputDescriptor: readsStandardError)
    } catch {
      close(readEnd)
      close(writeEnd)
      throw error
    }
    close(writeEnd)
    defer { close(readEnd) }
    var reader = OutputPipe(descriptor: readEnd, echo: echo)
    var status: Int32 = 0
    var exited = false
    while reader.waitAndRead(milliseconds: 200, line: line) == .open {
      let waited = waitpid(pid, &status, WNOHANG)
      if waited == pid {
        exited = true
        break
      }
      if waited == -1, errno != EINTR {
        throw Diagnostic("lost track of '\(arguments[0])'", at: nil)
      }
    }
    reader.drain(line: line)
    reader.finish(line: line)
    if !exited {
      while waitpid(pid, &status, 0) == -1 {
        guard errno == EINTR else { throw Diagnostic("lost track of '\(arguments[0])'", at: nil) }
      }
    }
    return exitStatus(status)
  }

  /// Starts `arguments` as ``run(_:in:environment:outputPath:)`` does and returns its process
  /// id without waiting. `removing` names variables of this process's environment to leave
  /// out; `inputFromNull` gives the child an empty standard input; `ownProcessGroup` makes the
  /// child the leader of a new process group, which `kill(-pid, …)` ends as a whole;
  /// `channel`, a descriptor of this process, becomes the child's descriptor
  /// ``CheckChannel/descriptor``; `outputDescriptor`, another, becomes its standard output and,
  /// if `errorToOutputDescriptor`, its standard error.
  static func spawn(
    _ arguments: [String], in directory: String, environment additions: [String: String] = [:],
    removing: Set<String> = [], outputPath: String? = nil, inputFromNull: Bool = false,
    ownProcessGroup: Bool = false, channel: Int32? = nil, outputDescriptor: Int32? = nil,
    errorToOutputDescriptor: Bool = true
  ) throws(Diagnostic) -> pid_t {
    let shell = ["/bin/sh", "-c", "cd -- \"$0\" && exec \"$@\"", directory]
    var argv = (shell + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var environment =
      environmentVariables(adding: additions, removing: removing).map { strdup($0) } + [nil]
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
    if inputFromNull { posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0) }
    if let outputPath {
      posix_spawn_file_actions_addopen(
        &actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
      posix_spawn_file_actions_adddup2(&actions, 1, 2)
    }
    if let outputDescriptor {
      posix_spawn_file_actions_adddup2(&actions, outputDescriptor, 1)
      if errorToOutputDescriptor {
        posix_spawn_file_actions_adddup2(&actions, outputDescriptor, 2)
      }
    }
    if let channel {
      // The descriptor is never already 3 (see `CheckConnection`): `dup2` onto itself would
      // leave it to be closed on exec.
      posix_spawn_file_actions_adddup2(&actions, channel, CheckChannel.descriptor)
    }
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var signals = sigset_t()
    sigemptyset(&signals)
    posix_spawnattr_setsigmask(&attributes, &signals)
    sigfillset(&signals)
    posix_spawnattr_setsigdefault(&attributes, &signals)
    var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    if ownProcessGroup {
      posix_spawnattr_setpgroup(&attributes, 0)
      flags |= POSIX_SPAWN_SETPGROUP
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))
    var pid = pid_t()
    let spawned = posix_spawn(&pid, shell[0], &actions, &attributes, &argv, &environment)
    guard spawned == 0 else {
      throw Diagnostic("cannot run '\(shell[0])': \(String(cString: strerror(spawned)))", at: nil)
    }
    return pid
  }

  /// The exit status `waitpid` reported as a shell reports it: the code the program exited
  /// with, or 128 + the number of the signal that ended it.
  static func exitStatus(_ status: Int32) -> Int32 {
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  /// This process's environment as `NAME=value` entries, with `additions` added or replacing
  /// and the names in `removing` left out.
  private static func environmentVariables(
    adding additions: [String: String], removing: Set<String>
  ) -> [String] {
    #if canImport(Darwin)
      let inherited: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? =
        darwinEnvironment().pointee
    #else
      let inherited: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
    #endif
    var variables: [String] = []
    var index = 0
    while let entry = inherited?[index] {
      let text = String(cString: entry)
      let name = text.split(separator: "=", maxSplits: 1).first.map(String.init) ?? text
      if additions[name] == nil && !removing.contains(name) { variables.append(text) }
      index += 1
    }
    return variables + additions.map { "\($0.key)=\($0.value)" }
  }
}

#if canImport(Darwin)
  /// `_NSGetEnviron()` from `<crt_externs.h>`, declared here by its symbol: whether the Darwin
  /// module exports that header to Swift is not settled (Swift's own tests declare it the same
  /// way), and a name of our own cannot clash with an imported one.
  @_silgen_name("_NSGetEnviron")
  private func darwinEnvironment()
    -> UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
#endif
