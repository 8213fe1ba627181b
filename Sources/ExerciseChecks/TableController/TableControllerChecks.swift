import ExerciseContracts
import ExerciseKit
import Foundation
import ObjectRuntime
import RawKVO

/// The checks of exercise `TableController`.
public enum TableControllerChecks {
  public static let exercise = "TableController"

  /// The exercise's controller type, for threads to make controllers of their own.
  final class Maker: @unchecked Sendable {
    let subject: any TableControllerContract.Type

    init(_ subject: any TableControllerContract.Type) {
      self.subject = subject
    }
  }

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any TableControllerContract.Type) -> [ExerciseCheck] {
    [
      ExerciseCheck("The handler hears each change") {
        let thermostat = ExerciseThermostat()
        let heard = Locked<[String]>([])
        let controller = subject.init()
        controller.observe(thermostat, keyPath: "mode", options: [.new]) { change in
          heard.withLock { $0.append(change[.new] as? String ?? "?") }
        }
        KeepAlive.hold(thermostat, controller)
        thermostat.mode = "cool"
        thermostat.mode = "off"
        let values = heard.withLock { $0 }
        try require(
          values == ["cool", "off"], expected: "the handler hears [cool, off]", got: "\(values)")
      },
      ExerciseCheck("unobserve(_:) stops one object and leaves the other") {
        let (first, second) = (ExerciseThermostat(), ExerciseThermostat())
        let heard = Locked(0)
        let controller = subject.init()
        for thermostat in [first, second] {
          controller.observe(thermostat, keyPath: "mode", options: []) { _ in
            heard.withLock { $0 += 1 }
          }
        }
        KeepAlive.hold(first, second, controller)
        controller.unobserve(first)
        first.mode = "cool"
        second.mode = "cool"
        let count = heard.withLock { $0 }
        try require(
          count == 1, expected: "one notification, from the object still observed",
          got: "\(count)")
      },
      ExerciseCheck("A freed controller leaves no registration") {
        let thermostat = ExerciseThermostat()
        KeepAlive.hold(thermostat)
        do {
          let controller = subject.init()
          controller.observe(thermostat, keyPath: "mode", options: []) { _ in }
        }
        let className = object_getClass(thermostat).name
        try require(
          !className.hasPrefix("NSKVONotifying_"),
          expected: "the thermostat back in its own class", got: className)
      },
      ExerciseCheck("A controller freed on another thread mid-change is never called") {
        let thermostat = ExerciseThermostat()
        let heard = Locked(0)
        let holder = Locked<(any TableControllerContract)?>(subject.init())
        holder.withLock {
          $0?.observe(thermostat, keyPath: "mode", options: []) { _ in
            heard.withLock { $0 += 1 }
          }
        }
        KeepAlive.hold(thermostat)
        let tearingDown = DispatchSemaphore(value: 0)
        let resume = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        Thread {
          // Pauses the teardown when it first calls removeObserver, as a scheduler might.
          RemovalSeam.$beforeRemoving.withValue({
            tearingDown.signal()
            resume.wait()
          }) {
            holder.withLock { $0 = nil }
          }
          finished.signal()
          // A teardown that never removes an observer did not pause: the change comes after it.
          tearingDown.signal()
        }.start()
        tearingDown.wait()
        thermostat.mode = "cool"
        resume.signal()
        finished.wait()
        let count = heard.withLock { $0 }
        try require(
          count == 0, expected: "no notification for a controller being freed", got: "\(count)")
      },
      ExerciseCheck("An observation made with .initial hears the current value at once") {
        let thermostat = ExerciseThermostat()
        let heard = Locked<[String]>([])
        let controller = subject.init()
        KeepAlive.hold(thermostat, controller)
        controller.observe(thermostat, keyPath: "mode", options: [.initial, .new]) { change in
          heard.withLock { $0.append(change[.new] as? String ?? "?") }
        }
        let atOnce = heard.withLock { $0 }
        thermostat.mode = "cool"
        let values = heard.withLock { $0 }
        try require(
          atOnce == ["heat"] && values == ["heat", "cool"],
          expected: "[heat] by the time observe returns, then [heat, cool]",
          got: "\(atOnce) when observe returned, then \(values)")
      },
      ExerciseCheck("Two controllers on one key path: freeing the first leaves the second hearing")
      {
        let thermostat = ExerciseThermostat()
        let heard = Locked<[String]>([])
        let second = subject.init()
        KeepAlive.hold(thermostat, second)
        do {
          let first = subject.init()
          for (name, controller) in [("first", first), ("second", second)] {
            controller.observe(thermostat, keyPath: "mode", options: []) { _ in
              heard.withLock { $0.append(name) }
            }
          }
        }
        thermostat.mode = "cool"
        let values = heard.withLock { $0 }
        try require(
          values == ["second"],
          expected: "the second controller's handler alone hears the change, the first being freed",
          got: values.isEmpty ? "no handler heard it" : "\(values) heard it")
      },
      ExerciseCheck("Controllers on two threads at once each hear their own object") {
        let maker = Maker(subject)
        let heard = Locked([Int](repeating: 0, count: 2 * AtOnce.rounds))
        let run = AtOnce.onTwoThreads { round, thread in
          let thermostat = ExerciseThermostat()
          let controller = maker.subject.init()
          controller.observe(thermostat, keyPath: "mode", options: []) { _ in
            heard.withLock { $0[2 * round + thread] += 1 }
          }
          withExtendedLifetime(controller) { thermostat.mode = "cool" }
        }
        let counts = heard.withLock { $0.prefix(2 * run.rounds) }
        let wrong = counts.indices.filter { counts[$0] != 1 }
        try require(
          wrong.isEmpty,
          expected:
            "each of \(counts.count) controllers, made and freed two at a time on two threads (truly together \(run.overlaps) times), hears its object's one change once",
          got:
            "\(wrong.count) did not (the first in round \((wrong.first ?? 0) / 2), hearing it \(wrong.first.map { counts[$0] } ?? 0) times)"
        )
        try run.requireEnoughOverlaps()
      },
    ]
  }
}
