import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// The traced story of exercise `DistinctChanges`: what a setter that notifies only real
/// changes sends, and in which order, to an observed thermostat.
public enum DistinctChangesTrace {
  public static func story(_ subject: any DistinctChangesContract.Type) -> TracedStory {
    TracedStory(
      "a thermostat at 20, observed with old and new values, is set to 20, then to 25"
    ) {
      let thermostat = ExerciseThermostat()
      let observer = ExerciseRecorder()
      KeepAlive.hold(thermostat, observer)
      thermostat.addObserver(observer, forKeyPath: "temperature", options: [.old, .new])
      return { trace in
        trace.name(thermostat, "thermostat")
        trace.name(observer, "observer")
        subject.setTemperature(20, on: thermostat)
        subject.setTemperature(25, on: thermostat)
      }
    }
  }
}
