import WorkbookBase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signal that ended a check, by name, with what most likely sent it.
struct CrashCause {
  /// The signal's name, such as `SIGSEGV`.
  var name: String
  /// What a check's process most often dies of by this signal.
  var likelyCause: String

  /// The cause of death by `signal`, in the language of `words`; `stackOverflow` when the
  /// runner said, as it died, that the fault was past the end of its stack.
  init(signal: Int32, stackOverflow: Bool, words: UIText = .english) {
    switch signal {
    case SIGSEGV, SIGBUS:
      name = signal == SIGSEGV ? "SIGSEGV" : "SIGBUS"
      likelyCause =
        stackOverflow
        ? words(
          "a stack overflow, likely unbounded recursion (a function, a getter or an observer that ends up calling itself)"
        )
        : words(
          "a bad memory access, such as an object used after it was freed or an unsafe pointer out of bounds"
        )
    case SIGILL, SIGTRAP:
      name = signal == SIGILL ? "SIGILL" : "SIGTRAP"
      likelyCause =
        words(
          "a Swift runtime trap: a failed precondition, a force-unwrapped nil, an arithmetic overflow or an index out of range"
        )
    case SIGABRT:
      name = "SIGABRT"
      likelyCause = words(
        "abort() was called, by a failed assertion in C code or an uncaught exception")
    case SIGFPE:
      name = "SIGFPE"
      likelyCause = words("an arithmetic error")
    case SIGKILL:
      name = "SIGKILL"
      likelyCause = words(
        "killed from outside the check, perhaps by the system when memory ran short")
    default:
      name = words("signal {number}", ["number": "\(signal)"])
      likelyCause = words("a signal the check did not expect")
    }
  }

  /// The signal's name for a line that says what stopped a run: `SIGINT`, `SIGHUP`, `SIGTERM`.
  static func name(of signal: Int32) -> String {
    switch signal {
    case SIGINT: "SIGINT"
    case SIGHUP: "SIGHUP"
    case SIGTERM: "SIGTERM"
    default: CrashCause(signal: signal, stackOverflow: false).name
    }
  }
}
