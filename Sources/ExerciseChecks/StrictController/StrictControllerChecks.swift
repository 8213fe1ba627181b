import ExerciseContracts
import ExerciseKit
import KVOController
import ObjectRuntime

/// The checks of exercise `StrictController`.
public enum StrictControllerChecks {
  public static let exercise = "StrictController"

  /// A strict controller, with its observer kept alive.
  static func controller(_ subject: any StrictControllerContract.Type)
    -> any StrictControllerContract
  {
    let observer = ExerciseMessage()
    let controller = subject.init(observer: observer)
    KeepAlive.hold(observer, controller)
    return controller
  }

  /// A card, kept alive, named `name`.
  static func card(named name: String = "ace") -> ExerciseCard {
    let card = ExerciseCard()
    card.name = name
    KeepAlive.hold(card)
    return card
  }

  /// A block that counts its calls in `count`.
  static func counting(_ count: Locked<Int>) -> KVONotificationBlock {
    { _, _, _ in count.withLock { $0 += 1 } }
  }

  /// Runs `observe`, failing the check in its own words if the observation of `what` is
  /// refused.
  static func requireAccepted(_ what: String, _ observe: () throws -> Void) throws {
    do {
      try observe()
    } catch let refusal as AlreadyObserved {
      throw CheckFailure(expected: "observe accepts \(what)", got: "it threw \(refusal)")
    }
  }

  /// What the two threads of one round share: a controller of its own and a swatch it has not
  /// observed yet.
  final class Round: @unchecked Sendable {
    let controller: any StrictControllerContract
    let swatch = ExerciseSwatch()

    init(_ controller: any StrictControllerContract) {
      self.controller = controller
    }
  }

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any StrictControllerContract.Type) -> [ExerciseCheck] {
    [
      ExerciseCheck("A second observation of a key path is refused") {
        let (controller, card) = (controller(subject), card())
        try controller.observe(card, keyPath: "name") { _, _, _ in }
        var refusal: AlreadyObserved?
        do throws(AlreadyObserved) {
          try controller.observe(card, keyPath: "name") { _, _, _ in }
        } catch {
          refusal = error
        }
        try require(
          refusal == AlreadyObserved(keyPath: "name"),
          expected:
            "the second observe(_:keyPath:block:) throws AlreadyObserved(keyPath: \"name\")",
          got: refusal.map { "it threw \($0)" } ?? "it returned as if it had observed")
      },
      ExerciseCheck("The first block keeps the key path") {
        let (controller, card) = (controller(subject), card())
        let (first, second) = (Locked(0), Locked(0))
        try requireAccepted("the first block") {
          try controller.observe(card, keyPath: "name", block: counting(first))
        }
        try? controller.observe(card, keyPath: "name", block: counting(second))
        card.name = "king"
        let calls = (first.withLock { $0 }, second.withLock { $0 })
        try require(
          calls == (1, 0), expected: "the first block hears the change, the second does not",
          got: "the first heard \(calls.0), the second \(calls.1)")
      },
      ExerciseCheck("Another key path on the same object is accepted") {
        let (controller, card) = (controller(subject), card())
        try controller.observe(card, keyPath: "name") { _, _, _ in }
        try requireAccepted("a second key path on the same object") {
          try controller.observe(card, keyPath: "rank") { _, _, _ in }
        }
      },
      ExerciseCheck("Two objects equal by value are two objects") {
        let (controller, first, second) = (controller(subject), card(), card())
        try require(first == second, expected: "two equal cards", got: "the cards differ")
        let calls = Locked(0)
        try controller.observe(first, keyPath: "rank", block: counting(calls))
        try requireAccepted("the key path on a second, equal card") {
          try controller.observe(second, keyPath: "rank", block: counting(calls))
        }
        first.rank = 1
        second.rank = 2
        let count = calls.withLock { $0 }
        try require(count == 2, expected: "both cards are heard", got: "\(count) change(s) heard")
      },
      ExerciseCheck("Two controllers may each observe one key path of one object") {
        let (first, second, card) = (controller(subject), controller(subject), card())
        let calls = Locked(0)
        try first.observe(card, keyPath: "rank", block: counting(calls))
        try requireAccepted("the key path a second controller observes on the same card") {
          try second.observe(card, keyPath: "rank", block: counting(calls))
        }
        card.rank = 3
        let count = calls.withLock { $0 }
        try require(
          count == 2, expected: "both controllers' blocks hear the change",
          got: "\(count) call(s)")
      },
      ExerciseCheck("An unobserved key path can be observed again") {
        let (controller, card) = (controller(subject), card())
        let calls = Locked(0)
        try controller.observe(card, keyPath: "name") { _, _, _ in }
        controller.unobserve(card, keyPath: "name")
        try requireAccepted("a key path observed again after unobserve") {
          try controller.observe(card, keyPath: "name", block: counting(calls))
        }
        card.name = "queen"
        let count = calls.withLock { $0 }
        try require(count == 1, expected: "the new block hears the change", got: "\(count) call(s)")
      },
      ExerciseCheck("Two threads observing one key path at once: exactly one is refused") {
        let observer = ExerciseMessage()
        KeepAlive.hold(observer)
        let rounds = (0..<AtOnce.rounds).map { _ in Round(subject.init(observer: observer)) }
        let refusals = Locked([Int](repeating: 0, count: AtOnce.rounds))
        let run = AtOnce.onTwoThreads { round, _ in
          let shared = rounds[round]
          do {
            try shared.controller.observe(shared.swatch, keyPath: "color") { _, _, _ in }
          } catch {
            refusals.withLock { $0[round] += 1 }
          }
        }
        let counts = refusals.withLock { $0.prefix(run.rounds) }
        let (bothAccepted, bothRefused) = (counts.count { $0 == 0 }, counts.count { $0 == 2 })
        try require(
          bothAccepted == 0 && bothRefused == 0,
          expected:
            "in each of \(run.rounds) rounds (truly together \(run.overlaps) times), one call accepted and the other refused",
          got: "both accepted in \(bothAccepted) rounds, both refused in \(bothRefused)")
        try run.requireEnoughOverlaps()
      },
    ]
  }
}
