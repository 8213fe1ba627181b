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
    ]
  }
}
