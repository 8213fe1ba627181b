import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// The traced story of exercise `ObservationToken`: what reaches a token's forwarder after the
/// token is invalidated, and whether a token dropped without `invalidate()` leaves a
/// registration behind. Another observer watches the thermostat all along, so that removing a
/// token's registration leaves its class as it is until that observer leaves too.
public enum ObservationTokenTrace {
  public static func story(_ subject: any ObservationTokenContract.Type) -> TracedStory {
    TracedStory(
      "a token observes a thermostat's mode beside another observer; the mode is set to cool; the token is invalidated twice and the mode set to off; a second token observes the mode and is dropped; the other observer leaves"
    ) {
      let thermostat = ExerciseThermostat()
      let other = ExerciseRecorder()
      KeepAlive.hold(thermostat, other)
      thermostat.addObserver(other, forKeyPath: "mode", options: [.new])
      return { trace in
        trace.name(thermostat, "thermostat")
        trace.name(other, "other observer")
        let first = subject.init(observing: thermostat, keyPath: "mode") { _ in }
        KeepAlive.hold(first)
        thermostat.mode = "cool"
        first.invalidate()
        first.invalidate()
        thermostat.mode = "off"
        do {
          _ = subject.init(observing: thermostat, keyPath: "mode") { _ in }
        }
        thermostat.removeObserver(other, forKeyPath: "mode")
      }
    }
  }
}
