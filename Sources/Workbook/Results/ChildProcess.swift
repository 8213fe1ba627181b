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
  static func run(_ arguments: [String], in directory: String) throws(Diagnostic) -> Int32 {
    let shell = ["/bin/sh", "-c", "cd -- \"$0\" && exec \"$@\"", directory]
    var argv = (shell + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    #if canImport(Darwin)
      let environment = _NSGetEnviron().pointee
    #else
      let environment = environ
    #endif
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t? = nil
    #else
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var signals = sigset_t()
    sigemptyset(&signals)
    posix_spawnattr_setsigmask(&attributes, &signals)
    sigfillset(&signals)
    posix_spawnattr_setsigdefault(&attributes, &signals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid = pid_t()
    let spawned = posix_spawn(&pid, shell[0], nil, &attributes, &argv, environment)
    guard spawned == 0 else {
      throw Diagnostic("cannot run '\(shell[0])': \(String(cString: strerror(spawned)))", at: nil)
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { throw Diagnostic("lost track of '\(arguments[0])'", at: nil) }
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }
}
