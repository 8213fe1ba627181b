import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// Wrong answer to `DistinctChanges`: compares first, but sends the did-change before it
/// writes, so observers are told the old value twice.
public enum DistinctNotifyingBeforeTheWrite: DistinctChangesContract {
  public static func setTemperature(_ temperature: Int, on thermostat: ExerciseThermostat) {
    guard thermostat.temperature != temperature else { return }
    thermostat.willChangeValue(forKey: "temperature")
    thermostat.didChangeValue(forKey: "temperature")
    thermostat.temperature = temperature
  }
}
