import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// Wrong answer to `DistinctChanges`: remembers the temperature it last set, to spare reading
/// the thermostat, and reads it only the first time, when it remembers nothing. One value
/// remembered for every thermostat: the second thermostat is compared with the first one's.
public enum DistinctAgainstTheLastValueSeen: DistinctChangesContract {
  private static let lastSeen = Locked<Int?>(nil)

  public static func setTemperature(_ temperature: Int, on thermostat: ExerciseThermostat) {
    let previous = lastSeen.withLock { last in
      defer { last = temperature }
      return last ?? thermostat.temperature
    }
    guard previous != temperature else { return }
    thermostat.willChangeValue(forKey: "temperature")
    thermostat.temperature = temperature
    thermostat.didChangeValue(forKey: "temperature")
  }
}
