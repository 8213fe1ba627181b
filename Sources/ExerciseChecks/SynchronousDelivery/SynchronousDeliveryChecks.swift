import Dispatch
import ExerciseContracts
import ExerciseKit
import Foundation
import ObjectRuntime
import SwizzledKVO

/// The checks of exercise `SynchronousDelivery`.
public enum SynchronousDeliveryChecks {
  public static let exercise = "SynchronousDelivery"

  static func kvo(_ subject: any SynchronousDeliveryContract.Type) -> BlockKVO {
    BlockKVO(repairs: Repairs(deliver: { subject.deliver($0) }))
  }

  /// A letter observed with `block`, both kept alive.
  static func observedLetter(
    _ subject: any SynchronousDeliveryContract.Type, block: @escaping ObservingBlock
  ) -> ExerciseLetter {
    let (letter, observer) = (ExerciseLetter(), ExerciseMessage())
    KeepAlive.hold(letter, observer)
    kvo(subject).addObserver(observer, to: letter, forKey: "text", withBlock: block)
    return letter
  }

  /// How long a check waits for a block the starter runs later, before it reports it missing.
  static var patience: DispatchTime { .now() + .seconds(10) }

  /// How many observers the order check registers on one letter.
  static let observers = 10

  /// How many changes the order check makes: blocks run on several threads at once keep the
  /// order of a round now and then by chance, never for 200 rounds in a row.
  static let rounds = 200

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any SynchronousDeliveryContract.Type) -> [ExerciseCheck] {
    [
      ExerciseCheck("A block runs on the queue that made the change") {
        let marker = DispatchSpecificKey<String>()
        let settersQueue = DispatchQueue(label: "setter")
        settersQueue.setSpecific(key: marker, value: "the setter's queue")
        let queues = Locked<[String]>([])
        let arrived = DispatchSemaphore(value: 0)
        let letter = observedLetter(subject) { _, _, _, _ in
          let queue = DispatchQueue.getSpecific(key: marker) ?? "another queue"
          queues.withLock { $0.append(queue) }
          arrived.signal()
        }
        settersQueue.sync { letter.text = "hello" }
        _ = arrived.wait(timeout: patience)
        let seen = queues.withLock { $0 }
        try require(
          seen == ["the setter's queue"], expected: "the block runs on the setter's queue",
          got: seen.isEmpty
            ? "the block never ran" : "the block ran on \(seen.joined(separator: ", "))")
      },
      ExerciseCheck("The setter returns after its block has run") {
        let gate = NSRecursiveLock()
        let calls = Locked(0)
        let letter = observedLetter(subject) { _, _, _, _ in
          gate.withLock { calls.withLock { $0 += 1 } }
        }
        gate.lock()
        letter.text = "hello"
        let callsWhenTheSetterReturned = calls.withLock { $0 }
        gate.unlock()
        try require(
          callsWhenTheSetterReturned == 1, expected: "1 block call by the time the setter returns",
          got: "\(callsWhenTheSetterReturned) block call(s) by then")
      },
      ExerciseCheck("Blocks run in order, each reading the value it was told about") {
        let gate = NSRecursiveLock()
        let seen = Locked<[String]>([])
        let arrived = DispatchSemaphore(value: 0)
        let letter = observedLetter(subject) { object, _, _, new in
          gate.withLock {
            let read = (object as? ExerciseLetter)?.text ?? "nil"
            seen.withLock { $0.append("told \(new as? String ?? "nil"), read \(read)") }
          }
          arrived.signal()
        }
        gate.withLock {
          letter.text = "one"
          letter.text = "two"
          letter.text = "three"
        }
        for _ in 1...3 { _ = arrived.wait(timeout: patience) }
        let calls = seen.withLock { $0 }
        let expected = ["told one, read one", "told two, read two", "told three, read three"]
        try require(
          calls == expected, expected: expected.joined(separator: "; "),
          got: calls.joined(separator: "; "))
      },
      ExerciseCheck("Several observers' blocks run one at a time, in the order they registered") {
        let letter = ExerciseLetter()
        KeepAlive.hold(letter)
        let (log, inside, overlaps) = (Locked<[Int]>([]), Locked(0), Locked(0))
        for number in 0..<observers {
          let observer = ExerciseMessage()
          KeepAlive.hold(observer)
          kvo(subject).addObserver(observer, to: letter, forKey: "text") { _, _, _, _ in
            let alone = inside.withLock { inside in
              defer { inside += 1 }
              return inside == 0
            }
            if !alone { overlaps.withLock { $0 += 1 } }
            lingerForAnotherBlock()
            log.withLock { $0.append(number) }
            inside.withLock { $0 -= 1 }
          }
        }
        for round in 1...rounds {
          log.withLock { $0 = [] }
          letter.text = "round \(round)"
          let calls = log.withLock { $0 }
          let overlapping = overlaps.withLock { $0 }
          try require(
            calls == Array(0..<observers) && overlapping == 0,
            expected:
              "blocks 0 to \(observers - 1), one at a time, in the order they registered, by the time each of \(rounds) setters returns",
            got:
              "in round \(round), blocks \(calls.map(String.init).joined(separator: " ")) by then; \(overlapping) block(s) so far started while another was running"
          )
        }
      },
    ]
  }

  /// Stays in a block for 20 µs, time enough for another thread to start the next block
  /// meanwhile, if the implementation lets it. Spinning instead of yielding the processor keeps
  /// the 2,000 blocks of the order check to a fraction of a second on a busy machine, where each
  /// yield could cost a whole time slice.
  private static func lingerForAnotherBlock() {
    let until = DispatchTime.now().uptimeNanoseconds + 20_000
    while DispatchTime.now().uptimeNanoseconds < until {}
  }
}
