import ExerciseKit

/// The contract of exercise DistinctChanges: notify only when a value really changes.
public protocol DistinctChangesContract {
  /// Sets the thermostat's temperature so that observers hear about it only when the value
  /// differs from the current one.
  static func setTemperature(_ temperature: Int, on thermostat: ExerciseThermostat)
}
