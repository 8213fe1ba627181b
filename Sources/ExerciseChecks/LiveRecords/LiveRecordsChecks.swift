import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import SwizzledKVO

/// The checks of exercise `LiveRecords`.
public enum LiveRecordsChecks {
  public static let exercise = "LiveRecords"

  static func kvo(_ subject: any LiveRecordsContract.Type) -> BlockKVO {
    BlockKVO(
      repairs: Repairs(
        deliver: BlockKVO.deliverAtOnce, select: { subject.recordsToCall(forKey: $0, in: &$1) }))
  }

  /// Observes `object`'s `key` (its text, unless told otherwise) on behalf of an observer
  /// that is freed before this returns.
  static func observeForAFreedObserver(
    _ object: RuntimeObject, _ subject: any LiveRecordsContract.Type, key: String = "text",
    block: @escaping ObservingBlock
  ) {
    let observer = ExerciseMessage()
    kvo(subject).addObserver(observer, to: object, forKey: key, withBlock: block)
  }

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any LiveRecordsContract.Type) -> [ExerciseCheck] {
    [
      ExerciseCheck("A live observer's block runs") {
        let (letter, observer) = (ExerciseLetter(), ExerciseMessage())
        KeepAlive.hold(letter, observer)
        let calls = Locked(0)
        kvo(subject).addObserver(observer, to: letter, forKey: "text") { _, _, _, _ in
          calls.withLock { $0 += 1 }
        }
        letter.text = "hello"
        let count = calls.withLock { $0 }
        try require(count == 1, expected: "1 block call", got: "\(count) block call(s)")
      },
      ExerciseCheck("A freed observer's block does not run") {
        let letter = ExerciseLetter()
        KeepAlive.hold(letter)
        let calls = Locked(0)
        observeForAFreedObserver(letter, subject) { _, _, _, _ in
          calls.withLock { $0 += 1 }
        }
        letter.text = "anyone there?"
        let count = calls.withLock { $0 }
        try require(
          count == 0, expected: "no block call once the observer is freed",
          got: "\(count) block call(s)")
      },
      ExerciseCheck("A freed observer's record is dropped, a live one's kept") {
        let (letter, observer) = (ExerciseLetter(), ExerciseMessage())
        KeepAlive.hold(letter, observer)
        kvo(subject).addObserver(observer, to: letter, forKey: "text") { _, _, _, _ in }
        observeForAFreedObserver(letter, subject) { _, _, _, _ in }
        letter.text = "hello"
        let records = kvo(subject).records(of: letter)
        try require(
          records.count == 1 && records[0].observer === observer,
          expected: "only the live observer's record is left after a change",
          got: "\(records.count) record(s), \(records.filter { $0.observer == nil }.count) dead")
      },
      ExerciseCheck("What a freed observer's block captured is released") {
        let letter = ExerciseLetter()
        KeepAlive.hold(letter)
        weak var captured: ExerciseLetter?
        do {
          let payload = ExerciseLetter()
          captured = payload
          observeForAFreedObserver(letter, subject) { _, _, _, _ in _ = payload }
        }
        letter.text = "hello"
        try require(
          captured == nil, expected: "the block and what it captured are freed after a change",
          got: "the block still holds what it captured")
      },
      ExerciseCheck("Live observers' blocks run in the order they registered") {
        let letter = ExerciseLetter()
        KeepAlive.hold(letter)
        let log = Locked<[Int]>([])
        for number in 0..<4 {
          let observer = ExerciseMessage()
          KeepAlive.hold(observer)
          kvo(subject).addObserver(observer, to: letter, forKey: "text") { _, _, _, _ in
            log.withLock { $0.append(number) }
          }
          if number.isMultiple(of: 2) {
            observeForAFreedObserver(letter, subject) { _, _, _, _ in }
          }
        }
        letter.text = "hello"
        let calls = log.withLock { $0 }
        try require(
          calls == [0, 1, 2, 3],
          expected: "the live observers' blocks 0 1 2 3, in the order they registered",
          got: "blocks \(calls.map(String.init).joined(separator: " "))")
      },
      ExerciseCheck("A freed observer's record for another key is dropped too") {
        let (thermostat, observer) = (ExerciseThermostat(), ExerciseMessage())
        KeepAlive.hold(thermostat, observer)
        kvo(subject).addObserver(observer, to: thermostat, forKey: "mode") { _, _, _, _ in }
        observeForAFreedObserver(thermostat, subject, key: "temperature") { _, _, _, _ in }
        thermostat.mode = "cool"
        let records = kvo(subject).records(of: thermostat)
        let found = records.map { "\($0.key) (\($0.observer == nil ? "freed" : "live"))" }
        try require(
          records.count == 1 && records[0].observer === observer,
          expected:
            "after a change to mode, only the live observer's record is left: the freed one's for temperature is gone",
          got: "\(records.count) record(s): \(found.joined(separator: ", "))")
      },
    ]
  }
}
