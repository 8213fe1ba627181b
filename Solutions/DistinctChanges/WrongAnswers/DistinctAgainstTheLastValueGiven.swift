import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// Wrong answer to `DistinctChanges`: compares with the last value this function was given
/// instead of the thermostat's, so the first write of the current value still notifies.
public enum DistinctAgainstTheLastValueGiven: DistinctChangesContract {
  private static let lastGiven = Locked<Int?>(nil)

  public static func setTemperature(_ temperature: Int, on thermostat: ExerciseThermostat) {
    let previous = lastGiven.withLock { last in
      defer { last = temperature }
      return last
    }
    guard previous != temperature else { return }
    thermostat.willChangeValue(forKey: "temperature")
    thermostat.temperature = temperature
    thermostat.didChangeValue(forKey: "temperature")
  }
}
