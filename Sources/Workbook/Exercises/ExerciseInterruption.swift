import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Catches SIGINT and SIGTERM while an exercise run is under way, so that the run can end the
/// process group it started and remove its temporary files before it exits, instead of dying
/// and leaving its checks running.
public enum ExerciseInterruption {

  /// The signal caught since ``catchSignals()``, or 0.
  public static var caughtSignal: Int32 { caughtSignalNumber.load(ordering: .relaxed) }

  /// From now on, SIGINT and SIGTERM set ``caughtSignal`` instead of ending the process.
  public static func catchSignals() {
    for number in [SIGINT, SIGTERM] {
      #if canImport(Glibc)
        _ = Glibc.signal(number) { caughtSignalNumber.store($0, ordering: .relaxed) }
      #else
        _ = Darwin.signal(number) { caughtSignalNumber.store($0, ordering: .relaxed) }
      #endif
    }
  }
}

/// The signal a handler caught: a global, because a C signal handler captures nothing.
private let caughtSignalNumber = Atomic<Int32>(0)
