import Foundation
import ObjectRuntime
import Synchronization

/// Two threads made to call into an exercise at the same moment, round after round, for the
/// checks about first use: a race that loses in a few rounds out of a hundred passes a check
/// that tries once, and fails one that tries until the two threads have overlapped a thousand
/// times (the weak-keyed table's old solution lost 534 values in 20,000 overlapping rounds).
enum AtOnce {
  /// An object two threads may hold at once: it has no state of its own, and the runtime guards
  /// its associated objects.
  final class SharedObject: RuntimeObject, @unchecked Sendable {}

  /// The most rounds a check runs, each on an object of its own.
  static let rounds = 20_000

  /// How many rounds in which both threads were inside the exercise at once are enough.
  static let overlapsWanted = 1_000

  /// How long a check may keep trying to get its overlapping rounds.
  static let patience: Duration = .seconds(4)

  /// What ``onTwoThreads(_:)`` ran.
  struct Outcome {
    /// The rounds run, from round 0.
    let rounds: Int
    /// The rounds in which one thread entered `body` while the other was still inside it.
    let overlaps: Int
  }

  /// The counts the two threads share.
  private final class Shared: Sendable {
    /// How many threads have arrived, over all rounds so far.
    let arrivals = Atomic(0)
    /// The round at which both threads stop, once thread 0 has decided.
    let stop = Atomic(Int.max)
    /// How many threads are inside `body`.
    let inside = Atomic(0)
    let overlaps = Atomic(0)
  }

  /// Runs `body(round, thread)` on two threads, threads 0 and 1, round after round, until
  /// ``overlapsWanted`` rounds overlapped, ``rounds`` ran, or ``patience`` ran out, and returns
  /// once both are done. Before each round both threads wait for each other, so that their
  /// calls start together instead of one thread running through every round before the other
  /// starts; a machine busy with other work still runs them one after the other in most
  /// rounds, which is why the overlapping ones are counted.
  ///
  /// The wait spins on an atomic count, which lets the waiting thread go within a fraction of a
  /// microsecond of the other's arrival. Waiting on a lock, or yielding every thousand spins,
  /// gave the thread that arrived last a head start of microseconds, longer than the race the
  /// weak-keyed table's check is after. It still yields after 10,000 spins, in case the other
  /// thread is not running at all.
  static func onTwoThreads(
    _ body: @escaping @Sendable (_ round: Int, _ thread: Int) -> Void
  ) -> Outcome {
    let shared = Shared()
    let deadline = ContinuousClock.now + patience
    let finished = DispatchGroup()
    for thread in 0..<2 {
      finished.enter()
      Thread.detachNewThread {
        keepToProcessor(thread)
        for round in 0..<rounds {
          // Thread 0 decides before it arrives, so thread 1 reads the decision after the wait.
          if thread == 0,
            shared.overlaps.load(ordering: .relaxed) >= overlapsWanted
              || ContinuousClock.now > deadline
          {
            shared.stop.store(round, ordering: .releasing)
          }
          shared.arrivals.add(1, ordering: .acquiringAndReleasing)
          // Both threads have arrived for this round once the count reaches 2 × (round + 1).
          var spins = 0
          while shared.arrivals.load(ordering: .acquiring) < 2 * (round + 1) {
            spins += 1
            if spins % 10_000 == 0 { sched_yield() }
          }
          if shared.stop.load(ordering: .acquiring) <= round { break }
          if shared.inside.add(1, ordering: .acquiringAndReleasing).newValue == 2 {
            shared.overlaps.add(1, ordering: .relaxed)
          }
          body(round, thread)
          shared.inside.subtract(1, ordering: .acquiringAndReleasing)
        }
        finished.leave()
      }
    }
    finished.wait()
    return Outcome(
      rounds: min(shared.stop.load(ordering: .acquiring), rounds),
      overlaps: shared.overlaps.load(ordering: .relaxed))
  }

  /// Keeps the calling thread to the `index`-th processor this process may run on, where the
  /// system lets a thread choose (Linux), so that the two threads of ``onTwoThreads(_:)`` run on
  /// two processors: left to itself, Linux often kept both on one, where they took turns and
  /// overlapped in fewer than 10 rounds out of 20,000. Does nothing where there is one
  /// processor, or no such choice.
  private static func keepToProcessor(_ index: Int) {
    #if os(Linux)
      // Swift's Glibc module leaves out the GNU calls that choose processors, so they are
      // looked up by name: `int sched_getaffinity(pid_t, size_t, cpu_set_t *)`, and its twin.
      typealias Affinity = @convention(c) (Int32, Int, UnsafeMutableRawPointer) -> Int32
      guard let get = dlsym(dlopen(nil, RTLD_NOW), "sched_getaffinity"),
        let set = dlsym(dlopen(nil, RTLD_NOW), "sched_setaffinity")
      else { return }
      var allowed = cpu_set_t()
      let size = MemoryLayout<cpu_set_t>.size
      guard unsafeBitCast(get, to: Affinity.self)(0, size, &allowed) == 0 else { return }
      let processors = withUnsafeBytes(of: allowed) { bytes in
        (0..<size * 8).filter { bytes[$0 / 8] & (1 << ($0 % 8)) != 0 }
      }
      guard processors.count > 1 else { return }
      var chosen = cpu_set_t()
      let processor = processors[index % processors.count]
      withUnsafeMutableBytes(of: &chosen) { $0[processor / 8] |= 1 << (processor % 8) }
      _ = unsafeBitCast(set, to: Affinity.self)(0, size, &chosen)
    #endif
  }
}
