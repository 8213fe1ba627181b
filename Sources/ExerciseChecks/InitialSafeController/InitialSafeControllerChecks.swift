import ExerciseContracts
import ExerciseKit
import Foundation
import ObjectRuntime
import RawKVO

/// The checks of exercise `InitialSafeController`.
public enum InitialSafeControllerChecks {
  public static let exercise = "InitialSafeController"

  /// A controller, kept alive, that a handler can reach.
  static func controller(
    _ subject: any InitialSafeControllerContract.Type
  ) -> Locked<(any InitialSafeControllerContract)?> {
    let controller = subject.init()
    KeepAlive.hold(controller)
    return Locked(controller)
  }

  /// A handler that writes down each mode it hears, and unobserves `mode` on `thermostat` from
  /// the call `unobserveAt` (0 for the `.initial` call), if any.
  static func recording(
    _ heard: Locked<[String]>, on thermostat: ExerciseThermostat,
    through controller: Locked<(any InitialSafeControllerContract)?>, unobserveAt call: Int?
  ) -> @Sendable ([KeyValueChangeKey: Any]) -> Void {
    let target = Locked<RuntimeObject>(thermostat)
    return { change in
      let count = heard.withLock { heard in
        heard.append(change[.new] as? String ?? "?")
        return heard.count
      }
      if count - 1 == call {
        controller.withLock { $0 }?.unobserve(target.withLock { $0 }, keyPath: "mode")
      }
    }
  }

  /// Whether `object` is back in a class of its own, with no KVO subclass on top.
  static func isUnobserved(_ object: RuntimeObject) -> Bool {
    !object_getClass(object).name.hasPrefix("NSKVONotifying_")
  }

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any InitialSafeControllerContract.Type) -> [ExerciseCheck] {
    [
      ExerciseCheck("The handler hears the initial value, then each change") {
        let (thermostat, heard, holder) = (
          ExerciseThermostat(), Locked<[String]>([]), controller(subject)
        )
        KeepAlive.hold(thermostat)
        holder.withLock { $0 }?.observe(
          thermostat, keyPath: "mode", options: [.initial, .new],
          handler: recording(heard, on: thermostat, through: holder, unobserveAt: nil))
        thermostat.mode = "cool"
        let modes = heard.withLock { $0 }
        try require(
          modes == ["heat", "cool"], expected: "heat (the initial value), then cool",
          got: modes.joined(separator: ", "))
      },
      ExerciseCheck("A handler that unobserves from its .initial call hears nothing more") {
        let (thermostat, heard, holder) = (
          ExerciseThermostat(), Locked<[String]>([]), controller(subject)
        )
        KeepAlive.hold(thermostat)
        holder.withLock { $0 }?.observe(
          thermostat, keyPath: "mode", options: [.initial, .new],
          handler: recording(heard, on: thermostat, through: holder, unobserveAt: 0))
        thermostat.mode = "cool"
        let modes = heard.withLock { $0 }
        try require(
          modes == ["heat"], expected: "heat (the initial value), and nothing after",
          got: modes.joined(separator: ", "))
      },
      ExerciseCheck("Nothing stays registered after an .initial unobserve") {
        let (thermostat, heard, holder) = (
          ExerciseThermostat(), Locked<[String]>([]), controller(subject)
        )
        KeepAlive.hold(thermostat)
        holder.withLock { $0 }?.observe(
          thermostat, keyPath: "mode", options: [.initial, .new],
          handler: recording(heard, on: thermostat, through: holder, unobserveAt: 0))
        try require(
          isUnobserved(thermostat), expected: "the thermostat back in its own class",
          got: "it is a \(object_getClass(thermostat).name)")
      },
      ExerciseCheck("The key path can be observed again afterwards") {
        let (thermostat, heard, holder) = (
          ExerciseThermostat(), Locked<[String]>([]), controller(subject)
        )
        KeepAlive.hold(thermostat)
        holder.withLock { $0 }?.observe(
          thermostat, keyPath: "mode", options: [.initial, .new],
          handler: recording(heard, on: thermostat, through: holder, unobserveAt: 0))
        let again = Locked<[String]>([])
        holder.withLock { $0 }?.observe(
          thermostat, keyPath: "mode", options: [.new],
          handler: recording(again, on: thermostat, through: holder, unobserveAt: nil))
        thermostat.mode = "off"
        let modes = again.withLock { $0 }
        try require(
          modes == ["off"], expected: "the second observation hears off",
          got: modes.isEmpty ? "it heard nothing" : modes.joined(separator: ", "))
      },
      ExerciseCheck("A handler that unobserves from a later call stops there") {
        let (thermostat, heard, holder) = (
          ExerciseThermostat(), Locked<[String]>([]), controller(subject)
        )
        KeepAlive.hold(thermostat)
        holder.withLock { $0 }?.observe(
          thermostat, keyPath: "mode", options: [.initial, .new],
          handler: recording(heard, on: thermostat, through: holder, unobserveAt: 1))
        thermostat.mode = "cool"
        thermostat.mode = "off"
        let modes = heard.withLock { $0 }
        try require(
          modes == ["heat", "cool"] && isUnobserved(thermostat),
          expected: "heat, cool, then nothing, with the thermostat back in its own class",
          got: "\(modes.joined(separator: ", ")); it is a \(object_getClass(thermostat).name)")
      },
      ExerciseCheck("A freed controller leaves no registration") {
        let thermostat = ExerciseThermostat()
        KeepAlive.hold(thermostat)
        do {
          let controller = subject.init()
          controller.observe(thermostat, keyPath: "mode", options: [.new]) { _ in }
          controller.observe(thermostat, keyPath: "temperature", options: [.initial]) { _ in }
        }
        try require(
          isUnobserved(thermostat), expected: "the thermostat back in its own class",
          got: "it is a \(object_getClass(thermostat).name)")
      },
      ExerciseCheck("An .initial call may unobserve another observation, which alone stops") {
        let (first, second, holder) = (
          ExerciseThermostat(), ExerciseThermostat(), controller(subject)
        )
        KeepAlive.hold(first, second)
        let heard = Locked<[String]>([])
        let other = Locked<RuntimeObject>(second)
        holder.withLock { $0 }?.observe(second, keyPath: "mode", options: [.new]) { change in
          heard.withLock { $0.append("second \(change[.new] as? String ?? "?")") }
        }
        holder.withLock { $0 }?.observe(first, keyPath: "mode", options: [.initial, .new]) {
          change in
          let isInitial = heard.withLock { heard in
            heard.append("first \(change[.new] as? String ?? "?")")
            return heard.count == 1
          }
          if isInitial {
            holder.withLock { $0 }?.unobserve(other.withLock { $0 }, keyPath: "mode")
          }
        }
        first.mode = "cool"
        second.mode = "cool"
        let modes = heard.withLock { $0 }
        try require(
          modes == ["first heat", "first cool"] && isUnobserved(second),
          expected:
            "first heat, first cool, and nothing from the second thermostat, back in its own class",
          got:
            "\(modes.joined(separator: ", ")); the second thermostat is a \(object_getClass(second).name)"
        )
      },
      ExerciseCheck("An unobserve from another thread while observe registers stops it too") {
        let (thermostat, heard, holder) = (
          ExerciseThermostat(), Locked<[String]>([]), controller(subject)
        )
        KeepAlive.hold(thermostat)
        let target = Locked<RuntimeObject>(thermostat)
        let unobserved = DispatchSemaphore(value: 0)
        holder.withLock { $0 }?.observe(thermostat, keyPath: "mode", options: [.initial, .new]) {
          change in
          let isInitial = heard.withLock { heard in
            heard.append(change[.new] as? String ?? "?")
            return heard.count == 1
          }
          guard isInitial else { return }
          // Another thread unobserves while KVO is still inside addObserver, and this call
          // waits for it to finish.
          Thread.detachNewThread {
            holder.withLock { $0 }?.unobserve(target.withLock { $0 }, keyPath: "mode")
            unobserved.signal()
          }
          unobserved.wait()
        }
        thermostat.mode = "cool"
        let modes = heard.withLock { $0 }
        try require(
          modes == ["heat"] && isUnobserved(thermostat),
          expected:
            "heat (the initial value), nothing after, and the thermostat back in its own class",
          got: "\(modes.joined(separator: ", ")); it is a \(object_getClass(thermostat).name)")
      },
    ]
  }
}
