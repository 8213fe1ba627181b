import ExerciseKit
import ExerciseSolutions
import Exercises
import ObjectRuntime
import RACKVO
import RawKVO

/// The checks of exercise `rac-either-side`.
enum EitherSideChecks {
  static let exercise = "rac-either-side"

  static func subject(_ implementation: Implementation) -> any EitherSideExercise.Type {
    switch implementation {
    case .starter: Exercises.BoundedObservation.self
    case .solution: ExerciseSolutions.BoundedObservation.self
    }
  }

  /// Observes `color` on `swatch` for `observer`, counting the changes heard in `heard`.
  @discardableResult
  static func observe(
    _ swatch: ExerciseSwatch, for observer: RuntimeObject, _ implementation: Implementation,
    counting heard: Locked<Int>
  ) -> any Disposable {
    subject(implementation).observe("color", on: swatch, observer: observer) { _ in
      heard.withLock { $0 += 1 }
    }
  }

  /// How many trampolines are alive more than `before`.
  static func trampolinesLeft(since before: Int) -> String {
    "\(ExerciseTrampoline.alive - before) trampoline(s) still alive"
  }

  static let all = [
    ExerciseCheck(exercise, "The block hears each change") { implementation in
      let (swatch, observer, heard) = (ExerciseSwatch(), ExerciseMessage(), Locked(0))
      let observation = observe(swatch, for: observer, implementation, counting: heard)
      KeepAlive.hold(swatch, observer, observation)
      swatch.color = "red"
      swatch.color = "green"
      let count = heard.withLock { $0 }
      try require(count == 2, expected: "2 changes heard", got: "\(count)")
    },
    ExerciseCheck(exercise, "Dropping the disposable does not end the observation") {
      implementation in
      let (swatch, observer, heard) = (ExerciseSwatch(), ExerciseMessage(), Locked(0))
      KeepAlive.hold(swatch, observer)
      observe(swatch, for: observer, implementation, counting: heard)
      swatch.color = "red"
      let count = heard.withLock { $0 }
      try require(
        count == 1, expected: "the change heard while both objects live",
        got: "\(count) changes heard")
    },
    ExerciseCheck(exercise, "The observer's going ends it, and nothing of it is left") {
      implementation in
      let (swatch, heard) = (ExerciseSwatch(), Locked(0))
      KeepAlive.hold(swatch)
      let before = ExerciseTrampoline.alive
      do {
        let observer = ExerciseMessage()
        KeepAlive.hold(observe(swatch, for: observer, implementation, counting: heard))
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
    ExerciseCheck(exercise, "The target's going ends it cleanly, and nothing of it is left") {
      implementation in
      let (observer, heard) = (ExerciseMessage(), Locked(0))
      KeepAlive.hold(observer)
      let before = ExerciseTrampoline.alive
      weak var freed: ExerciseSwatch?
      do {
        let swatch = ExerciseSwatch()
        freed = swatch
        KeepAlive.hold(observe(swatch, for: observer, implementation, counting: heard))
      }
      try require(
        freed == nil && ExerciseTrampoline.alive == before,
        expected: "the swatch freed with no KVO registration left, and no trampoline left",
        got: "\(freed == nil ? "the swatch was freed" : "the swatch is alive"); "
          + trampolinesLeft(since: before))
    },
    ExerciseCheck(exercise, "Disposing ends it, and neither object keeps its trampoline") {
      implementation in
      let (swatch, observer, heard) = (ExerciseSwatch(), ExerciseMessage(), Locked(0))
      KeepAlive.hold(swatch, observer)
      let before = ExerciseTrampoline.alive
      observe(swatch, for: observer, implementation, counting: heard).dispose()
      swatch.color = "red"
      let count = heard.withLock { $0 }
      try require(
        count == 0 && ExerciseTrampoline.alive == before,
        expected: "no change heard, and no trampoline left while both objects live",
        got: "\(count) change(s) heard; \(trampolinesLeft(since: before))")
    },
  ]
}
