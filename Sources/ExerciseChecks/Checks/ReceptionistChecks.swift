import ExerciseKit
import ObjectRuntime
import RawKVO

/// The checks of exercise `hashtable-receptionist`.
public enum ReceptionistChecks {
  public static let exercise = "hashtable-receptionist"

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any ReceptionistExercise.Type) -> [ExerciseCheck] {
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
      ExerciseCheck("A controller freed while KVO is delivering is not called") {
        let thermostat = ExerciseThermostat()
        let heard = Locked(0)
        let holder = Locked<(any ReceptionistExercise)?>(subject.init())
        let interceptor = ExerciseInterceptor { change in
          guard change[.notificationIsPrior] as? Bool == true else { return }
          holder.withLock { $0 = nil }
        }
        thermostat.addObserver(interceptor, forKeyPath: "mode", options: [.prior])
        holder.withLock {
          $0?.observe(thermostat, keyPath: "mode", options: [.prior]) { _ in
            heard.withLock { $0 += 1 }
          }
        }
        KeepAlive.hold(thermostat, interceptor)
        thermostat.mode = "cool"
        let count = heard.withLock { $0 }
        try require(
          count == 0, expected: "no notification for the freed controller", got: "\(count)")
      },
    ]
  }
}

/// A raw observer that runs a closure on each notification, so a check can act in the middle
/// of KVO's delivery of one change.
final class ExerciseInterceptor: RuntimeObject, @unchecked Sendable {
  private let action: @Sendable ([KeyValueChangeKey: Any]) -> Void

  init(_ action: @escaping @Sendable ([KeyValueChangeKey: Any]) -> Void) {
    self.action = action
    super.init()
  }

  override func observeValue(
    forKeyPath keyPath: String?, of object: RuntimeObject?, change: [KeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    action(change ?? [:])
  }
}
