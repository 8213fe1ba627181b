import Foundation
import ObjectRuntime
import Synchronization

/// Two threads made to call into an exercise at the same moment, round after round, for the
/// checks about first use: a race that loses in a few rounds out of a hundred passes a check
/// that tries once, and fails one that tries a thousand times.
enum AtOnce {
  /// An object two threads may hold at once: it has no state of its own, and the runtime guards
  /// its associated objects.
  final class SharedObject: RuntimeObject, @unchecked Sendable {}

  /// How many rounds a first-use check runs: enough that a race losing in 3 rounds out of 100
  /// where the calls overlap fails with near certainty, even when the machine's load keeps most
  /// rounds apart.
  static let rounds = 2_000

  /// How many threads have arrived, over all rounds so far.
  private final class Arrivals: Sendable {
    let count = Atomic(0)
  }

  /// Runs `body(round, thread)` on two threads, threads 0 and 1, for each of `rounds` rounds,
  /// and returns once both are done. Before each round both threads wait for each other, so
  /// that their calls start together instead of one thread running through every round before
  /// the other starts.
  ///
  /// The wait spins on an atomic count, which lets the waiting thread go within a fraction of a
  /// microsecond of the other's arrival. Waiting on a lock, or yielding every thousand spins,
  /// gave the thread that arrived last a head start of microseconds, longer than the race the
  /// weak-keyed table's check is after: the old reference solution then lost its value in 0 to
  /// 2 rounds out of 5,000 on a quiet machine, against 90 to 250 out of 2,000 with this wait.
  /// It still yields after 100,000 spins, in case the other thread is not running at all.
  static func onTwoThreads(
    rounds: Int, _ body: @escaping @Sendable (_ round: Int, _ thread: Int) -> Void
  ) {
    let arrivals = Arrivals()
    let finished = DispatchGroup()
    for thread in 0..<2 {
      finished.enter()
      Thread.detachNewThread {
        for round in 0..<rounds {
          arrivals.count.add(1, ordering: .acquiringAndReleasing)
          // Both threads have arrived for this round once the count reaches 2 × (round + 1).
          var spins = 0
          while arrivals.count.load(ordering: .acquiring) < 2 * (round + 1) {
            spins += 1
            if spins % 100_000 == 0 { sched_yield() }
          }
          body(round, thread)
        }
        finished.leave()
      }
    }
    finished.wait()
  }
}
