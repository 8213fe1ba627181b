import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// Wrong answer to `DistinctChanges`: sends the pair around nothing: the value is never
/// stored.
public enum DistinctWithoutTheWrite: DistinctChangesContract {
  public static func setTemperature(_ temperature: Int, on thermostat: ExerciseThermostat) {
    guard thermostat.temperature != temperature else { return }
    thermostat.willChangeValue(forKey: "temperature")
    thermostat.didChangeValue(forKey: "temperature")
  }
}
