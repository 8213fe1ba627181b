import ExerciseContracts
import ExerciseKit
import ObjectRuntime
import RawKVO

/// The checks of exercise `TwoWayBinding`.
public enum TwoWayBindingChecks {
  public static let exercise = "TwoWayBinding"

  /// Two thermostats, the first in `cool` mode and the second in `heat`, kept alive, with a
  /// recorder observing each one's mode.
  static func thermostats() -> (
    ExerciseThermostat, ExerciseThermostat, ExerciseRecorder, ExerciseRecorder
  ) {
    let (first, second) = (ExerciseThermostat(), ExerciseThermostat())
    first.mode = "cool"
    let (firstHeard, secondHeard) = (ExerciseRecorder(), ExerciseRecorder())
    first.addObserver(firstHeard, forKeyPath: "mode", options: [.new])
    second.addObserver(secondHeard, forKeyPath: "mode", options: [.new])
    KeepAlive.hold(first, second, firstHeard, secondHeard)
    return (first, second, firstHeard, secondHeard)
  }

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any TwoWayBindingContract.Type) -> [ExerciseCheck] {
    [
      ExerciseCheck("The second object takes the first's value at once") {
        let (first, second, _, _) = thermostats()
        let binding = subject.init(first, second, keyPath: "mode")
        KeepAlive.hold(binding)
        try require(
          second.mode == "cool", expected: "the second thermostat in cool mode, like the first",
          got: "it is in \(second.mode) mode")
      },
      ExerciseCheck("Making the binding notifies the second object once, the first not at all") {
        let (first, second, firstHeard, secondHeard) = thermostats()
        let binding = subject.init(first, second, keyPath: "mode")
        KeepAlive.hold(binding)
        let heard = (firstHeard.count, secondHeard.count)
        try require(
          heard == (0, 1) && first.mode == "cool",
          expected: "the second thermostat notifies once as it takes cool mode; the first, silent",
          got:
            "the second notified \(heard.1) time(s), the first \(heard.0), and is in \(first.mode) mode"
        )
      },
      ExerciseCheck("A change to either side reaches the other") {
        let (first, second, _, _) = thermostats()
        let binding = subject.init(first, second, keyPath: "mode")
        KeepAlive.hold(binding)
        first.mode = "off"
        let afterFirst = second.mode
        second.mode = "heat"
        let afterSecond = first.mode
        second.mode = "auto"
        let afterSecondAgain = first.mode
        try require(
          [afterFirst, afterSecond, afterSecondAgain] == ["off", "heat", "auto"],
          expected: "second off after first off; first heat, then auto, after second's changes",
          got: "second \(afterFirst); first \(afterSecond), then \(afterSecondAgain)")
      },
      ExerciseCheck("Each side hears a change once, with no echo") {
        let (first, second, firstHeard, secondHeard) = thermostats()
        let binding = subject.init(first, second, keyPath: "mode")
        KeepAlive.hold(binding)
        let before = (firstHeard.count, secondHeard.count)
        first.mode = "off"
        second.mode = "heat"
        let heard = (firstHeard.count - before.0, secondHeard.count - before.1)
        try require(
          heard == (2, 2), expected: "each thermostat notifies twice for two changes",
          got: "the first notified \(heard.0) time(s), the second \(heard.1)")
      },
      ExerciseCheck("Two bindings in a chain carry a change from one end to the other") {
        let thermostats = (0..<3).map { _ in ExerciseThermostat() }
        let bindings = [
          subject.init(thermostats[0], thermostats[1], keyPath: "mode"),
          subject.init(thermostats[1], thermostats[2], keyPath: "mode"),
        ]
        KeepAlive.hold(thermostats[0], thermostats[1], thermostats[2], bindings[0], bindings[1])
        thermostats[0].mode = "off"
        let atTheFarEnd = thermostats[2].mode
        thermostats[2].mode = "auto"
        let atTheNearEnd = thermostats[0].mode
        try require(
          (atTheFarEnd, atTheNearEnd) == ("off", "auto"),
          expected: "the third thermostat off after the first's change, then the first auto",
          got: "the third in \(atTheFarEnd) mode; the first in \(atTheNearEnd) mode")
      },
      ExerciseCheck("unbind() ends both directions, and twice is harmless") {
        let (first, second, _, _) = thermostats()
        do {
          let binding = subject.init(first, second, keyPath: "mode")
          binding.unbind()
          binding.unbind()
        }
        first.mode = "off"
        second.mode = "auto"
        try require(
          (first.mode, second.mode) == ("off", "auto"),
          expected:
            "first off and second auto: nothing copied, and nothing left registered, once unbound",
          got: "first \(first.mode), second \(second.mode)")
      },
      ExerciseCheck("A freed binding lets both objects go") {
        weak var freed: ExerciseThermostat?
        do {
          let (first, second) = (ExerciseThermostat(), ExerciseThermostat())
          freed = second
          KeepAlive.hold(first)
          _ = subject.init(first, second, keyPath: "mode")
          first.mode = "off"
        }
        try require(
          freed == nil, expected: "the second thermostat freed with no registration left on it",
          got: "it is still alive")
      },
      ExerciseCheck("The objects can be let go before their binding") {
        weak var firstLeft: ExerciseThermostat?
        weak var secondLeft: ExerciseThermostat?
        /// A binding whose thermostats nobody else holds once this returns.
        func bindingAlone() -> any TwoWayBindingContract {
          let (first, second) = (ExerciseThermostat(), ExerciseThermostat())
          (firstLeft, secondLeft) = (first, second)
          return subject.init(first, second, keyPath: "mode")
        }
        let stayed: Bool
        do {
          let binding = bindingAlone()
          stayed = firstLeft != nil && secondLeft != nil
          withExtendedLifetime(binding) {}
        }
        try require(
          stayed && firstLeft == nil && secondLeft == nil,
          expected:
            "both thermostats stay while their binding is made, and go, with no exception, when it goes",
          got: stayed
            ? "a thermostat outlived its binding" : "a thermostat was freed while still bound")
      },
    ]
  }
}
