import Synchronization
import WorkbookBook
import WorkbookRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Catches SIGINT, SIGTERM and SIGHUP (the terminal closed) while an exercise run is under way,
/// so that the run can end the processes it started and remove its temporary files before it
/// exits, instead of dying and leaving its checks running. A SIGKILL cannot be caught: then each
/// check runner's watchdog ends the check, and the next run removes the folder.
public enum ExerciseInterruption {

  /// The signal caught since ``catchSignals()``, or 0.
  public static var caughtSignal: Int32 { caughtSignalNumber.load(ordering: .relaxed) }

  /// The name of a signal this type catches, such as `SIGHUP`.
  public static func name(of signal: Int32) -> String { CrashCause.name(of: signal) }

  /// From now on, SIGINT, SIGTERM and SIGHUP set ``caughtSignal`` instead of ending the process.
  /// They are unblocked too: a process inherits its parent's blocked signals, and a parent that
  /// blocks them (Foundation's `Process` on Linux leaves its own mask to its children) would
  /// leave them pending for good.
  public static func catchSignals() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for number in [SIGINT, SIGTERM, SIGHUP] {
      #if canImport(Glibc)
        _ = Glibc.signal(number) { caughtSignalNumber.store($0, ordering: .relaxed) }
      #else
        _ = Darwin.signal(number) { caughtSignalNumber.store($0, ordering: .relaxed) }
      #endif
      sigaddset(&signals, number)
    }
    sigprocmask(SIG_UNBLOCK, &signals, nil)
  }
}

/// The signal a handler caught: a global, because a C signal handler captures nothing.
private let caughtSignalNumber = Atomic<Int32>(0)
