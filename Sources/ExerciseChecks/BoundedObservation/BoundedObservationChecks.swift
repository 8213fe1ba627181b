import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RACKVO
import RawKVO

/// The checks of exercise `BoundedObservation`.
public enum BoundedObservationChecks {
  public static let exercise = "BoundedObservation"

  /// Observes `color` on `swatch` for `observer`, counting the changes heard in `heard`.
  @discardableResult
  static func observe(
    _ swatch: ExerciseSwatch, for observer: RuntimeObject,
    _ subject: any BoundedObservationContract.Type,
    counting heard: Locked<Int>
  ) -> any Disposable {
    subject.observe("color", on: swatch, observer: observer) { _ in
      heard.withLock { $0 += 1 }
    }
  }

  /// How many trampolines are alive more than `before`.
  static func trampolinesLeft(since before: Int) -> String {
    "\(ExerciseTrampoline.alive - before) trampoline(s) still alive"
  }

  /// The exercise's type, for threads to observe with.
  final class Maker: @unchecked Sendable {
    let subject: any BoundedObservationContract.Type

    init(_ subject: any BoundedObservationContract.Type) {
      self.subject = subject
    }
  }

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any BoundedObservationContract.Type) -> [ExerciseCheck] {
    [
      ExerciseCheck("The block hears each change") {
        let (swatch, observer, heard) = (ExerciseSwatch(), ExerciseMessage(), Locked(0))
        let observation = observe(swatch, for: observer, subject, counting: heard)
        KeepAlive.hold(swatch, observer, observation)
        swatch.color = "red"
        swatch.color = "green"
        let count = heard.withLock { $0 }
        try require(count == 2, expected: "2 changes heard", got: "\(count)")
      },
      ExerciseCheck("Dropping the disposable does not end the observation") {
        let (swatch, observer, heard) = (ExerciseSwatch(), ExerciseMessage(), Locked(0))
        KeepAlive.hold(swatch, observer)
        observe(swatch, for: observer, subject, counting: heard)
        swatch.color = "red"
        let count = heard.withLock { $0 }
        try require(
          count == 1, expected: "the change heard while both objects live",
          got: "\(count) changes heard")
      },
      ExerciseCheck("The observer's going ends it, and nothing of it is left") {
        let (swatch, heard) = (ExerciseSwatch(), Locked(0))
        KeepAlive.hold(swatch)
        let before = ExerciseTrampoline.alive
        do {
          let observer = ExerciseMessage()
          KeepAlive.hold(observe(swatch, for: observer, subject, counting: heard))
        }
        swatch.color = "red"
        let count = heard.withLock { $0 }
        let className = object_getClass(swatch).name
        try require(
          count == 0 && !className.hasPrefix("NSKVONotifying_")
            && ExerciseTrampoline.alive == before,
          expected: "no change heard; the swatch back in its own class; no trampoline left",
          got:
            "\(count) change(s) heard; the swatch is an \(className); \(trampolinesLeft(since: before))"
        )
      },
      ExerciseCheck("The target's going ends it cleanly, and nothing of it is left") {
        let (observer, heard) = (ExerciseMessage(), Locked(0))
        KeepAlive.hold(observer)
        let before = ExerciseTrampoline.alive
        weak var freed: ExerciseSwatch?
        do {
          let swatch = ExerciseSwatch()
          freed = swatch
          KeepAlive.hold(observe(swatch, for: observer, subject, counting: heard))
        }
        try require(
          freed == nil && ExerciseTrampoline.alive == before,
          expected: "the swatch freed with no KVO registration left, and no trampoline left",
          got: "\(freed == nil ? "the swatch was freed" : "the swatch is alive"); "
            + trampolinesLeft(since: before))
      },
      ExerciseCheck("Disposing ends it, and neither object keeps its trampoline") {
        let (swatch, observer, heard) = (ExerciseSwatch(), ExerciseMessage(), Locked(0))
        KeepAlive.hold(swatch, observer)
        let before = ExerciseTrampoline.alive
        observe(swatch, for: observer, subject, counting: heard).dispose()
        swatch.color = "red"
        let count = heard.withLock { $0 }
        try require(
          count == 0 && ExerciseTrampoline.alive == before,
          expected: "no change heard, and no trampoline left while both objects live",
          got: "\(count) change(s) heard; \(trampolinesLeft(since: before))")
      },
      ExerciseCheck("Disposing one observation leaves the others of the same two objects") {
        let (swatch, observer) = (ExerciseSwatch(), ExerciseMessage())
        KeepAlive.hold(swatch, observer)
        let (disposed, kept, later) = (Locked(0), Locked(0), Locked(0))
        let ending = observe(swatch, for: observer, subject, counting: disposed)
        KeepAlive.hold(observe(swatch, for: observer, subject, counting: kept))
        ending.dispose()
        swatch.color = "red"
        KeepAlive.hold(observe(swatch, for: observer, subject, counting: later))
        swatch.color = "green"
        let counts = [disposed, kept, later].map { $0.withLock { $0 } }
        try require(
          counts == [0, 2, 1],
          expected:
            "the disposed observation hears nothing, the other hears both changes, and one started after the disposal hears the second",
          got: "they heard \(counts[0]), \(counts[1]) and \(counts[2]) change(s)")
      },
      ExerciseCheck("Two threads observing new objects at once: both end with them") {
        let before = ExerciseTrampoline.alive
        // Each round's swatch and observer, new to both threads.
        let pairs = Locked(
          (0..<AtOnce.rounds).map { _ in (ExerciseSwatch(), AtOnce.SharedObject()) })
        let freed = pairs.withLock { $0.map { WeakReference($0.0) } }
        let maker = Maker(subject)
        let run = AtOnce.onTwoThreads { round, _ in
          let (target, observer) = pairs.withLock { $0[round] }
          _ = maker.subject.observe("color", on: target, observer: observer) { _ in }
        }
        pairs.withLock { $0.removeAll() }
        let alive = freed.prefix(run.rounds).count { $0.object != nil }
        try require(
          alive == 0 && ExerciseTrampoline.alive == before,
          expected:
            "each of \(run.rounds) swatches, observed by two threads at once for one observer (truly together \(run.overlaps) times), freed cleanly, and no trampoline left",
          got: "\(alive) swatch(es) still alive; " + trampolinesLeft(since: before))
        try run.requireEnoughOverlaps()
      },
    ]
  }
}
