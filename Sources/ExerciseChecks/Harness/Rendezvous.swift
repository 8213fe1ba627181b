import Dispatch
import Foundation
import Synchronization

/// Where two threads meet before each round of ``AtOnce``, so that they leave together.
///
/// A meeting has two parts. In the first, a thread that arrives before the other spins a
/// little, then sleeps until the other arrives and wakes it: on a busy machine a spinning
/// thread spends its whole time slice waiting for one that is not running, while a woken
/// thread is scheduled at once, beside the one that woke it. In the second, both spin on an
/// atomic count until the other is there, which lets them go within a fraction of a
/// microsecond of each other; waiting on a lock here instead gave the thread that arrived
/// last a head start of microseconds, longer than the races the checks are after.
final class Rendezvous: Sendable {
  /// Arrivals at the first part, over all meetings so far: two per meeting.
  private let arrivals = Atomic(0)
  /// Arrivals at the second part, over all meetings so far.
  private let departures = Atomic(0)
  /// For each thread, the meeting it is asleep at (or about to sleep at), else -1.
  private let sleepingAt = [Mark(), Mark()]
  /// What wakes each thread.
  private let wake = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]

  /// Waits until the other thread has come to meeting `meeting` (meetings count from 0, and
  /// both threads go to every one in order). `thread` is 0 or 1.
  func meet(_ meeting: Int, as thread: Int) {
    let bothArrived = 2 * (meeting + 1)
    let arrived = arrivals.add(1, ordering: .sequentiallyConsistent).newValue
    if arrived < bothArrived {
      waitForTheOther(meeting, as: thread, until: bothArrived)
    } else if sleepingAt[1 - thread].meeting.load(ordering: .sequentiallyConsistent) == meeting {
      wake[1 - thread].signal()
    }
    departures.add(1, ordering: .acquiringAndReleasing)
    var spins = 0
    while departures.load(ordering: .acquiring) < bothArrived {
      spins += 1
      if spins % 100_000 == 0 { sched_yield() }
    }
  }

  /// The first part for the thread that came first: a short spin, then sleep until woken. The
  /// thread says where it sleeps before it looks at the count once more, and the other adds to
  /// the count before it looks where this one sleeps, both in one total order: so either this
  /// thread sees the other arrive and does not sleep, or the other sees it asleep and wakes it.
  /// A wake that comes after this thread has stopped waiting leaves a signal behind, which the
  /// loop takes as a false alarm at a later meeting.
  private func waitForTheOther(_ meeting: Int, as thread: Int, until bothArrived: Int) {
    var spins = 0
    while arrivals.load(ordering: .acquiring) < bothArrived {
      spins += 1
      guard spins > 2_000 else { continue }
      sleepingAt[thread].meeting.store(meeting, ordering: .sequentiallyConsistent)
      if arrivals.load(ordering: .sequentiallyConsistent) < bothArrived { wake[thread].wait() }
      sleepingAt[thread].meeting.store(-1, ordering: .sequentiallyConsistent)
    }
  }

  /// A meeting number one thread writes and the other reads.
  private final class Mark: Sendable {
    let meeting = Atomic(-1)
  }
}
