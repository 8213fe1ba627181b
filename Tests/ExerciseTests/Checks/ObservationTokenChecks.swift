import ExerciseKit
import ExerciseSolutions
import Exercises
import ObjectRuntime

/// The checks of exercise `kvo-observation-token`.
enum ObservationTokenChecks {
  static let exercise = "kvo-observation-token"

  static func subject(_ implementation: Implementation) -> any ObservationTokenExercise.Type {
    switch implementation {
    case .starter: Exercises.ObservationToken.self
    case .solution: ExerciseSolutions.ObservationToken.self
    }
  }

  static let all = [
    ExerciseCheck(exercise, "The handler receives each new value") { implementation in
      let thermostat = ExerciseThermostat()
      let heard = Locked<[String]>([])
      let token = subject(implementation).init(observing: thermostat, keyPath: "mode") {
        value in heard.withLock { $0.append(value as? String ?? "?") }
      }
      KeepAlive.hold(thermostat, token)
      thermostat.mode = "cool"
      thermostat.mode = "off"
      let values = heard.withLock { $0 }
      try require(
        values == ["cool", "off"], expected: "the handler hears [cool, off]", got: "\(values)")
    },
    ExerciseCheck(exercise, "invalidate() stops the notifications") { implementation in
      let thermostat = ExerciseThermostat()
      let heard = Locked(0)
      let token = subject(implementation).init(observing: thermostat, keyPath: "mode") { _ in
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
    ExerciseCheck(exercise, "Invalidating twice is harmless") { implementation in
      let thermostat = ExerciseThermostat()
      let token = subject(implementation).init(observing: thermostat, keyPath: "mode") { _ in }
      KeepAlive.hold(thermostat, token)
      token.invalidate()
      token.invalidate()
    },
    ExerciseCheck(exercise, "A freed token stops the notifications") { implementation in
      let thermostat = ExerciseThermostat()
      KeepAlive.hold(thermostat)
      let heard = Locked(0)
      do {
        _ = subject(implementation).init(observing: thermostat, keyPath: "mode") { _ in
          heard.withLock { $0 += 1 }
        }
      }
      thermostat.mode = "cool"
      let count = heard.withLock { $0 }
      try require(
        count == 0, expected: "no notification once the token is freed",
        got: "\(count) notification(s)")
    },
    ExerciseCheck(exercise, "The observed object can be freed after its token") { implementation in
      do {
        let thermostat = ExerciseThermostat()
        _ = subject(implementation).init(observing: thermostat, keyPath: "mode") { _ in }
      }
    },
  ]
}
