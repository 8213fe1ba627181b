import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// Chapter 1 exercise: notify only when a value changes.
///
/// KVO notifies on every set, even when the new value equals the old one. The thermostat leaves
/// `temperature` to be notified by hand, and this setter sends the will/did pair around every
/// write; make it stay silent when nothing changes. Run it
/// with `swift run workbook exercise run distinct-changes`.
public enum DistinctChanges: DistinctChangesContract {
  public static func setTemperature(_ temperature: Int, on thermostat: ExerciseThermostat) {
    thermostat.willChangeValue(forKey: "temperature")
    thermostat.setValue(temperature, forKey: "temperature")
    thermostat.didChangeValue(forKey: "temperature")
  }
}
