import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// The solution to `DistinctChanges`: compare first, and notify only around a real change.
public enum DistinctChanges: DistinctChangesContract {
  public static func setTemperature(_ temperature: Int, on thermostat: ExerciseThermostat) {
    guard thermostat.temperature != temperature else { return }
    thermostat.willChangeValue(forKey: "temperature")
    thermostat.temperature = temperature
    thermostat.didChangeValue(forKey: "temperature")
  }
}
