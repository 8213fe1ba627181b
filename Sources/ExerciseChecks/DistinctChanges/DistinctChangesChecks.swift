import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// The checks of exercise `DistinctChanges`.
public enum DistinctChangesChecks {
  public static let exercise = "DistinctChanges"

  /// A thermostat at 20 degrees with a recorder observing its temperature.
  static func observedThermostat() -> (ExerciseThermostat, ExerciseRecorder) {
    let thermostat = ExerciseThermostat()
    let recorder = ExerciseRecorder()
    thermostat.addObserver(recorder, forKeyPath: "temperature", options: [.old, .new])
    KeepAlive.hold(thermostat, recorder)
    return (thermostat, recorder)
  }

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any DistinctChangesContract.Type) -> [ExerciseCheck] {
    [
      ExerciseCheck("A new temperature notifies once, with old and new") {
        let (thermostat, recorder) = observedThermostat()
        subject.setTemperature(25, on: thermostat)
        let changes = recorder.changes.withLock { $0 }
        try require(
          changes.count == 1, expected: "one notification", got: "\(changes.count)")
        let (old, new) = (changes[0][.old] as? Int, changes[0][.new] as? Int)
        try require(
          old == 20 && new == 25, expected: "old 20, new 25",
          got: "old \(old.map(String.init) ?? "none"), new \(new.map(String.init) ?? "none")")
      },
      ExerciseCheck("Setting the same temperature stays silent") {
        let (thermostat, recorder) = observedThermostat()
        subject.setTemperature(20, on: thermostat)
        try require(
          recorder.count == 0, expected: "no notification for an unchanged value",
          got: "\(recorder.count) notification(s)")
      },
      ExerciseCheck("Each thermostat is compared with its own temperature") {
        let (first, firstHeard) = observedThermostat()
        let (second, secondHeard) = observedThermostat()
        subject.setTemperature(25, on: first)
        subject.setTemperature(25, on: second)
        let heard = (firstHeard.count, secondHeard.count)
        try require(
          heard == (1, 1), expected: "each thermostat, at 20, notifies once as it goes to 25",
          got: "the first notified \(heard.0) time(s), the second \(heard.1)")
      },
      ExerciseCheck("The comparison sees a temperature someone else set in between") {
        let (thermostat, recorder) = observedThermostat()
        subject.setTemperature(25, on: thermostat)
        thermostat.willChangeValue(forKey: "temperature")
        thermostat.temperature = 20
        thermostat.didChangeValue(forKey: "temperature")
        subject.setTemperature(25, on: thermostat)
        try require(
          recorder.count == 3,
          expected:
            "3 notifications: set to 25, set back to 20 by someone else, then set to 25 again",
          got: "\(recorder.count) notification(s)")
      },
      ExerciseCheck("The new temperature is stored") {
        let (thermostat, _) = observedThermostat()
        subject.setTemperature(18, on: thermostat)
        try require(
          thermostat.temperature == 18, expected: "temperature 18",
          got: "temperature \(thermostat.temperature)")
      },
    ]
  }
}
