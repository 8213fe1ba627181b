import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// Wrong answer to `DistinctChanges`: compares, then writes without the will/did pair,
/// forgetting that automatic notification is off for `temperature`.
public enum DistinctWithoutNotifying: DistinctChangesContract {
  public static func setTemperature(_ temperature: Int, on thermostat: ExerciseThermostat) {
    guard thermostat.temperature != temperature else { return }
    thermostat.temperature = temperature
  }
}
