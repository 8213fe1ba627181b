import ExerciseContracts
import ExerciseKit
import ObjectRuntime

/// The checks of exercise `ObservationToken`.
public enum ObservationTokenChecks {
  public static let exercise = "ObservationToken"

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any ObservationTokenContract.Type) -> [ExerciseCheck] {
    [
      ExerciseCheck("The handler receives each new value") {
        let thermostat = ExerciseThermostat()
        let heard = Locked<[String]>([])
        let token = subject.init(observing: thermostat, keyPath: "mode") {
          value in heard.withLock { $0.append(value as? String ?? "?") }
        }
        KeepAlive.hold(thermostat, token)
        thermostat.mode = "cool"
        thermostat.mode = "off"
        let values = heard.withLock { $0 }
        try require(
          values == ["cool", "off"], expected: "the handler hears [cool, off]", got: "\(values)")
      },
      ExerciseCheck("invalidate() stops the notifications") {
        let thermostat = ExerciseThermostat()
        let heard = Locked(0)
        let token = subject.init(observing: thermostat, keyPath: "mode") { _ in
          heard.withLock { $0 += 1 }
        }
        KeepAlive.hold(thermostat, token)
        token.invalidate()
        thermostat.mode = "cool"
        let count = heard.withLock { $0 }
        try require(
          count == 0, expected: "no notification after invalidate()",
          got: "\(count) notification(s)")
      },
      ExerciseCheck("Invalidating twice is harmless, and the token stays stopped") {
        let thermostat = ExerciseThermostat()
        let heard = Locked(0)
        let token = subject.init(observing: thermostat, keyPath: "mode") { _ in
          heard.withLock { $0 += 1 }
        }
        KeepAlive.hold(thermostat, token)
        token.invalidate()
        token.invalidate()
        thermostat.mode = "cool"
        let count = heard.withLock { $0 }
        try require(
          count == 0, expected: "no exception, and no notification after invalidating twice",
          got: "\(count) notification(s)")
      },
      ExerciseCheck("A freed token stops the notifications") {
        let thermostat = ExerciseThermostat()
        KeepAlive.hold(thermostat)
        let heard = Locked(0)
        do {
          _ = subject.init(observing: thermostat, keyPath: "mode") { _ in
            heard.withLock { $0 += 1 }
          }
        }
        thermostat.mode = "cool"
        let count = heard.withLock { $0 }
        try require(
          count == 0, expected: "no notification once the token is freed",
          got: "\(count) notification(s)")
      },
      ExerciseCheck("The observed object can be freed after its token") {
        do {
          let thermostat = ExerciseThermostat()
          _ = subject.init(observing: thermostat, keyPath: "mode") { _ in }
        }
      },
      ExerciseCheck("The observed object can be let go before its token") {
        weak var freed: ExerciseThermostat?
        /// A token whose thermostat nobody else holds once this returns.
        func tokenAlone() -> any ObservationTokenContract {
          let thermostat = ExerciseThermostat()
          freed = thermostat
          return subject.init(observing: thermostat, keyPath: "mode") { _ in }
        }
        let stayed: Bool
        do {
          let token = tokenAlone()
          stayed = freed != nil
          withExtendedLifetime(token) {}
        }
        try require(
          stayed && freed == nil,
          expected:
            "the thermostat stays while its token observes it, and goes, with no exception, when the token goes",
          got: stayed ? "it outlived its token" : "it was freed while its token still observed it")
      },
    ]
  }
}
