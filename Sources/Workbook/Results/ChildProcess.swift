#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program with `posix_spawn`, sharing this process's standard streams, and waits for it.
///
/// The generator avoids Foundation's `Process` so that the `workbook` binary needs only
/// FoundationEssentials, which starts several times faster than the whole of Foundation.
enum ChildProcess {
  /// Runs `arguments[0]` (an absolute path) with the rest as its arguments, in `directory`, and
  /// returns its exit status (128 + the signal number if a signal ended it).
  static func run(_ arguments: [String], in directory: String) throws(Diagnostic) -> Int32 {
    let previous = getcwd(nil, 0)
    defer {
      if let previous {
        _ = chdir(previous)
        free(previous)
      }
    }
    guard chdir(directory) == 0 else {
      throw Diagnostic("cannot enter '\(directory)' to run the tests", at: nil)
    }
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid = pid_t()
    #if canImport(Darwin)
      let environment = _NSGetEnviron().pointee
    #else
      let environment = environ
    #endif
    let spawned = posix_spawn(&pid, arguments[0], nil, nil, &argv, environment)
    guard spawned == 0 else {
      throw Diagnostic(
        "cannot run '\(arguments[0])': \(String(cString: strerror(spawned)))", at: nil)
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { throw Diagnostic("lost track of '\(arguments[0])'", at: nil) }
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }
}
