import ExerciseKit
import ExerciseSolutions
import Exercises
import ObjectRuntime

/// The checks of exercise `controller-find-the-cycle`.
enum FindTheCycleChecks {
  static let exercise = "controller-find-the-cycle"

  static func subject(_ implementation: Implementation) -> any FindTheCycleExercise.Type {
    switch implementation {
    case .starter: Exercises.TemperatureLabel.self
    case .solution: ExerciseSolutions.TemperatureLabel.self
    }
  }

  static let all = [
    ExerciseCheck(exercise, "The label shows each temperature") { implementation in
      let sensor = ExerciseSensor()
      let label = subject(implementation).init(showing: sensor)
      KeepAlive.hold(sensor, label)
      var shown = [label.text]
      sensor.temperature = 23
      shown.append(label.text)
      try require(
        shown == ["20 °C", "23 °C"], expected: "the label shows 20 °C, then 23 °C",
        got: "it shows \(shown.joined(separator: ", then "))")
    },
    ExerciseCheck(exercise, "A label nobody holds is freed") { implementation in
      let sensor = ExerciseSensor()
      KeepAlive.hold(sensor)
      weak var freed: RuntimeObject?
      do {
        let label = subject(implementation).init(showing: sensor)
        freed = label
      }
      try require(
        freed == nil, expected: "the label is freed once nobody holds it",
        got: "the label is still alive")
    },
    ExerciseCheck(exercise, "Its sensor is let go with it") { implementation in
      weak var freed: ExerciseSensor?
      do {
        let sensor = ExerciseSensor()
        freed = sensor
        _ = subject(implementation).init(showing: sensor)
      }
      try require(
        freed == nil, expected: "the sensor is freed with the only label that showed it",
        got: "the sensor is still alive")
    },
  ]
}
