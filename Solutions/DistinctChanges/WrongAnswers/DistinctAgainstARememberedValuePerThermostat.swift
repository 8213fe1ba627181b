import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// Wrong answer to `DistinctChanges`: remembers the temperature it last set on each
/// thermostat, reading the thermostat only the first time, and compares with that. A
/// temperature someone else sets in between is never seen, so setting back the remembered
/// value stays silent though the thermostat holds another.
public enum DistinctAgainstARememberedValuePerThermostat: DistinctChangesContract {
  private static let remembered = Locked<[ObjectIdentifier: Int]>([:])

  public static func setTemperature(_ temperature: Int, on thermostat: ExerciseThermostat) {
    let previous = remembered.withLock { remembered in
      defer { remembered[ObjectIdentifier(thermostat)] = temperature }
      return remembered[ObjectIdentifier(thermostat)] ?? thermostat.temperature
    }
    guard previous != temperature else { return }
    thermostat.willChangeValue(forKey: "temperature")
    thermostat.temperature = temperature
    thermostat.didChangeValue(forKey: "temperature")
  }
}
