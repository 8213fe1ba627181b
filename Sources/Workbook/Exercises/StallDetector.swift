import CheckRunner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Sees a check that has stopped for good: every thread of its runner waits, with no time
/// limit, on a lock, a semaphore or a condition (a futex, on Linux), and none has run since the
/// last look. Nothing in the runner can then wake the others: a deadlock. A thread that sleeps,
/// or waits with a time limit (a check waiting for a delivery, say), is not stuck, and a check
/// with such a thread is left to its time limit.
///
/// Reads `/proc/PID/task/*/syscall` (the call each thread is blocked in, with its arguments)
/// and `schedstat` (the time each thread has run). Linux only: Darwin shows neither without
/// the task port, so there ``sample(_:)`` answers `nil` and a deadlock ends at the time limit
/// (checked by reading; there is no Mac here).
struct StallDetector {
  /// How long every thread must have been stuck before the check is stopped.
  static let patienceInSeconds = 2.0

  /// The threads and their run times when they were first all seen stuck, and when.
  private var stuckSince: (threads: [Int32: UInt64], time: Double)?

  /// Looks at `pid` at `time` (seconds on a monotonic clock); answers what the runner's
  /// threads are doing when they have all been stuck for ``patienceInSeconds``.
  mutating func sample(_ pid: pid_t, at time: Double) -> String? {
    #if os(Linux)
      guard let threads = Self.threads(of: pid), threads.allSatisfy(\.waitsForever) else {
        stuckSince = nil
        return nil
      }
      let times = Dictionary(uniqueKeysWithValues: threads.map { ($0.id, $0.runTime) })
      guard let since = stuckSince, since.threads == times else {
        stuckSince = (times, time)
        return nil
      }
      guard time - since.time >= Self.patienceInSeconds else { return nil }
      let patience = ExerciseAttempt.seconds(Self.patienceInSeconds)
      return threads.count == 1
        ? "its only thread waited for a lock or semaphore that nothing would release, and did not run for \(patience)"
        : "all \(threads.count) of its threads waited, each for a lock or semaphore another held, and none ran for \(patience)"
    #else
      return nil
    #endif
  }

  #if os(Linux)
    /// One thread of the runner, as `/proc` shows it.
    struct Thread {
      var id: Int32
      var runTime: UInt64
      var waitsForever: Bool
    }

    /// The runner's threads, leaving out its watchdog (which waits on the channel by design),
    /// or `nil` when `/proc` cannot be read.
    static func threads(of pid: pid_t) -> [Thread]? {
      guard let directory = opendir("/proc/\(pid)/task") else { return nil }
      defer { closedir(directory) }
      var threads: [Thread] = []
      while let item = readdir(directory) {
        let name = withUnsafeBytes(of: item.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard let id = Int32(name) else { continue }
        let task = "/proc/\(pid)/task/\(id)"
        if ProcFile.read("\(task)/comm")?.hasPrefix("check-watchdog") == true { continue }
        guard let syscall = ProcFile.read("\(task)/syscall"),
          let schedstat = ProcFile.read("\(task)/schedstat"),
          let runTime = schedstat.split(separator: " ").first.flatMap({ UInt64($0) })
        else { return nil }
        threads.append(Thread(id: id, runTime: runTime, waitsForever: waitsForever(syscall)))
      }
      return threads.isEmpty ? nil : threads
    }

    /// Whether a line of `/proc/…/syscall` (`NUMBER ARG1 … ARG6 SP PC`, or `running`) is a
    /// futex wait with no time limit: `FUTEX_WAIT`, `FUTEX_LOCK_PI`, `FUTEX_WAIT_BITSET`,
    /// `FUTEX_WAIT_REQUEUE_PI` or `FUTEX_LOCK_PI2` (0, 6, 9, 11, 13 once the private and clock
    /// flags are masked off) whose timeout argument is null.
    static func waitsForever(_ line: String) -> Bool {
      let fields = line.split(separator: " ")
      guard fields.count >= 5, Int(fields[0]) == futexCall,
        let operation = Int(fields[2].dropFirst(2), radix: 16),
        let timeout = UInt(fields[4].dropFirst(2), radix: 16)
      else { return false }
      return [0, 6, 9, 11, 13].contains(operation & 0x7f) && timeout == 0
    }

    /// The number of the `futex` system call.
    #if arch(x86_64)
      static let futexCall = 202
    #else
      static let futexCall = 98  // arm64, riscv64
    #endif
  #endif
}
