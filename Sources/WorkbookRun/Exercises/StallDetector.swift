internal import CheckRunner
import WorkbookBase

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
/// and `schedstat` (the time each thread has run), and names what each thread waits for and,
/// where the lock records it, the thread that holds it (``StuckThread``). Linux only: Darwin shows neither without
/// the task port, so there ``sample(_:)`` answers `nil` and a deadlock ends at the time limit
/// (checked by reading; there is no Mac here).
struct StallDetector {
  /// How long every thread must have been stuck before the check is stopped.
  static let patienceInSeconds = 2.0

  /// The threads and their run times when they were first all seen stuck, and when.
  private var stuckSince: (threads: [Int32: UInt64], time: Double)?
  /// The language the stuck threads are described in.
  let words: UIText

  init(words: UIText = .english) {
    self.words = words
  }

  /// Looks at `pid` at `time` (seconds on a monotonic clock); answers what the runner's
  /// threads are doing when they have all been stuck for ``patienceInSeconds``.
  mutating func sample(_ pid: pid_t, at time: Double) -> String? {
    #if os(Linux)
      guard let threads = StuckThread.threads(of: pid), threads.allSatisfy({ $0.waitsOn != nil })
      else {
        stuckSince = nil
        return nil
      }
      let times = Dictionary(uniqueKeysWithValues: threads.map { ($0.id, $0.runTime) })
      guard let since = stuckSince, since.threads == times else {
        stuckSince = (times, time)
        return nil
      }
      guard time - since.time >= Self.patienceInSeconds else { return nil }
      return Self.describe(threads, of: pid, words: words)
    #else
      return nil
    #endif
  }

  #if os(Linux)
    /// The stuck threads in words: each one, the lock it waits for (lettered in the order first
    /// met) and the thread holding it, then how long none has run. The thread that started the
    /// program is "the main thread"; the others go by the names they gave themselves, or by
    /// number. Said in the language of `words`.
    static func describe(_ threads: [StuckThread], of pid: pid_t, words: UIText = .english)
      -> String
    {
      let programName = threads.first { $0.id == pid }?.name
      var numbered = 1
      var labels: [Int32: String] = [:]
      for thread in threads {
        if thread.id == pid {
          labels[thread.id] = words("the main thread")
        } else if !thread.name.isEmpty && thread.name != programName {
          labels[thread.id] = words("thread '{name}'", ["name": thread.name])
        } else {
          numbered += 1
          labels[thread.id] = words("thread {number}", ["number": "\(numbered)"])
        }
      }
      var locks: [UInt: String] = [:]
      let waits = threads.map { thread in
        let who = labels[thread.id]!
        guard let address = thread.waitsOn, let owner = thread.lockOwner(in: pid, among: threads)
        else {
          return words(
            "{thread} waits on a semaphore or condition that no thread holds", ["thread": who])
        }
        let lock =
          locks[address]
          ?? {
            let letter = String(UnicodeScalar(UInt8(65 + locks.count % 26)))
            locks[address] = words("lock {letter}", ["letter": letter])
            return locks[address]!
          }()
        return owner.id == thread.id
          ? words(
            "{thread} waits for {lock}, which it holds itself (this lock is not re-entrant: taking it again waits forever)",
            ["thread": who, "lock": lock])
          : words(
            "{thread} waits for {lock}, held by {owner}",
            ["thread": who, "lock": lock, "owner": labels[owner.id]!])
      }
      let patience: KeyValuePairs<String, String> = [
        "duration": ExerciseAttempt.seconds(Self.patienceInSeconds)
      ]
      let still =
        threads.count == 1
        ? words("it did not run for {duration}", patience)
        : words("none ran for {duration}", patience)
      return (waits + [still]).joined(separator: words("; "))
    }
  #endif
}
