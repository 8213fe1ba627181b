import ExerciseKit
import ExerciseSolutions
import Exercises
import ObjectRuntime
import SwizzledKVO

/// The checks of exercise `swizzled-dead-observers`.
enum DeadObserversChecks {
  static let exercise = "swizzled-dead-observers"

  static func subject(_ implementation: Implementation) -> any DeadObserversExercise.Type {
    switch implementation {
    case .starter: Exercises.LiveRecords.self
    case .solution: ExerciseSolutions.LiveRecords.self
    }
  }

  static func kvo(_ implementation: Implementation) -> RepairableBlockKVO {
    BlockKVOs.named("DeadObservers_\(implementation)_") {
      RepairableBlockKVO(
        prefix: $0, deliver: BlockKVOs.deliverAtOnce,
        select: { subject(implementation).recordsToCall(forKey: $0, in: &$1) })
    }
  }

  /// Observes `letter`'s text on behalf of an observer that is freed before this returns.
  static func observeForAFreedObserver(
    _ letter: ExerciseLetter, _ implementation: Implementation,
    block: @escaping ObservingBlock
  ) {
    let observer = ExerciseMessage()
    kvo(implementation).addObserver(observer, to: letter, forKey: "text", withBlock: block)
  }

  static let all = [
    ExerciseCheck(exercise, "A live observer's block runs") { implementation in
      let (letter, observer) = (ExerciseLetter(), ExerciseMessage())
      KeepAlive.hold(letter, observer)
      let calls = Locked(0)
      kvo(implementation).addObserver(observer, to: letter, forKey: "text") { _, _, _, _ in
        calls.withLock { $0 += 1 }
      }
      letter.text = "hello"
      let count = calls.withLock { $0 }
      try require(count == 1, expected: "1 block call", got: "\(count) block call(s)")
    },
    ExerciseCheck(exercise, "A freed observer's block does not run") { implementation in
      let letter = ExerciseLetter()
      KeepAlive.hold(letter)
      let calls = Locked(0)
      observeForAFreedObserver(letter, implementation) { _, _, _, _ in
        calls.withLock { $0 += 1 }
      }
      letter.text = "anyone there?"
      let count = calls.withLock { $0 }
      try require(
        count == 0, expected: "no block call once the observer is freed",
        got: "\(count) block call(s)")
    },
    ExerciseCheck(exercise, "A freed observer's record is dropped, a live one's kept") {
      implementation in
      let (letter, observer) = (ExerciseLetter(), ExerciseMessage())
      KeepAlive.hold(letter, observer)
      kvo(implementation).addObserver(observer, to: letter, forKey: "text") { _, _, _, _ in }
      observeForAFreedObserver(letter, implementation) { _, _, _, _ in }
      letter.text = "hello"
      let records = kvo(implementation).records(of: letter)
      try require(
        records.count == 1 && records[0].observer === observer,
        expected: "only the live observer's record is left after a change",
        got: "\(records.count) record(s), \(records.filter { $0.observer == nil }.count) dead")
    },
    ExerciseCheck(exercise, "What a freed observer's block captured is released") {
      implementation in
      let letter = ExerciseLetter()
      KeepAlive.hold(letter)
      weak var captured: ExerciseLetter?
      do {
        let payload = ExerciseLetter()
        captured = payload
        observeForAFreedObserver(letter, implementation) { _, _, _, _ in _ = payload }
      }
      letter.text = "hello"
      try require(
        captured == nil, expected: "the block and what it captured are freed after a change",
        got: "the block still holds what it captured")
    },
  ]
}
