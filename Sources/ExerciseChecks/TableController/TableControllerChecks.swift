import ExerciseContracts
import ExerciseKit
import Foundation
import ObjectRuntime
import RawKVO

/// The checks of exercise `TableController`.
public enum TableControllerChecks {
  public static let exercise = "TableController"

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
    ]
  }
}
