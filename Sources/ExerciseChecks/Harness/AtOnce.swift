import Foundation
import ObjectRuntime
import Synchronization

/// Two threads made to call into an exercise at the same moment, round after round, for the
/// checks about first use: a race that loses in a few rounds out of a hundred passes a check
/// that tries once, and fails one that tries until the two threads have overlapped a thousand
/// times. The subtlest kept wrong answer, a weak-keyed table that trusts every sentinel, lost
/// 12 values in 1,000 overlapping rounds; the table's old solution lost 534 in 20,000. Below
/// ``overlapsNeeded`` overlapping rounds a check cannot say the exercise holds, and says so.
enum AtOnce {
  /// An object two threads may hold at once: it has no state of its own, and the runtime guards
  /// its associated objects.
  final class SharedObject: RuntimeObject, @unchecked Sendable {}

  /// The most rounds a check runs, each on an object of its own.
  static let rounds = 20_000

  /// How many rounds in which both threads were inside the exercise at once are enough.
  static let overlapsWanted = 1_000

  /// The fewest overlapping rounds from which a check may conclude that the exercise holds.
  static let overlapsNeeded = 300

  /// How long the threads keep going for ``overlapsWanted`` once they have ``overlapsNeeded``.
  static let patience: Duration = .seconds(3)

  /// How long they keep going for ``overlapsNeeded``, leaving half of a reader's 10 s time limit
  /// per check for making the rounds' objects and looking at them afterwards.
  static let lastChance: Duration = .seconds(5)

  /// What ``onTwoThreads(_:)`` ran.
  struct Outcome {
    /// The rounds run, from round 0.
    let rounds: Int
    /// The rounds in which one thread entered `body` while the other was still inside it.
    let overlaps: Int
    /// How long the rounds took.
    let duration: Duration

    /// Leaves the check undecided (``UndecidedCheck``) when the threads were inside the
    /// exercise together too seldom for a pass to mean anything: on a machine busy with other
    /// work they may take turns in nearly every round, and a race that never got its chance
    /// must not pass. A check calls this after its own requirement, so that a loss seen in
    /// fewer rounds is still reported as what it is.
    func requireEnoughOverlaps() throws {
      guard overlaps < AtOnce.overlapsNeeded else { return }
      let seconds =
        Double(duration.components.seconds)
        + Double(duration.components.attoseconds) / 1e18
      throw UndecidedCheck(
        reason:
          "the two threads were inside your code together in \(overlaps) of \(rounds) rounds over \(String(format: "%.1f", seconds)) s, fewer than the \(AtOnce.overlapsNeeded) it takes to judge: the machine is too busy with other work; run the check again when it is quieter"
      )
    }
  }

  /// The counts the two threads share.
  private final class Shared: Sendable {
    let rendezvous = Rendezvous()
    /// The round at which both threads stop, once thread 0 has decided.
    let stop = Atomic(Int.max)
    /// How many threads are inside `body`.
    let inside = Atomic(0)
    let overlaps = Atomic(0)
  }

  /// Runs `body(round, thread)` on two threads, threads 0 and 1, round after round, until
  /// ``overlapsWanted`` rounds overlapped, ``rounds`` ran, ``patience`` ran out with
  /// ``overlapsNeeded`` overlapping rounds, or ``lastChance`` ran out, and returns once both are
  /// done. Before each round both threads meet (``Rendezvous``), so that their
  /// calls start together instead of one thread running through every round before the other
  /// starts; a machine busy with other work still runs them one after the other in many
  /// rounds, which is why the overlapping ones are counted.
  static func onTwoThreads(
    _ body: @escaping @Sendable (_ round: Int, _ thread: Int) -> Void
  ) -> Outcome {
    let shared = Shared()
    let start = ContinuousClock.now
    let finished = DispatchGroup()
    for thread in 0..<2 {
      finished.enter()
      Thread.detachNewThread {
        Processors.keepCallingThread(onThe: thread)
        for round in 0..<rounds {
          // Thread 0 decides before the meeting, so thread 1 reads the decision after it.
          if thread == 0, isEnough(shared.overlaps.load(ordering: .relaxed), after: start) {
            shared.stop.store(round, ordering: .releasing)
          }
          shared.rendezvous.meet(round, as: thread)
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
      overlaps: shared.overlaps.load(ordering: .relaxed), duration: ContinuousClock.now - start)
  }

  /// Whether `overlaps` overlapping rounds since `start` are as many as the threads will get.
  private static func isEnough(_ overlaps: Int, after start: ContinuousClock.Instant) -> Bool {
    if overlaps >= overlapsWanted { return true }
    let elapsed = ContinuousClock.now - start
    return elapsed > lastChance || (elapsed > patience && overlaps >= overlapsNeeded)
  }
}
