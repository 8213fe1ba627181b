import ExerciseContracts
import ExerciseKit
import ObjectRuntime

/// The checks of exercise `TemperatureLabel`.
public enum TemperatureLabelChecks {
  public static let exercise = "TemperatureLabel"

  /// The checks, in the order they run, against `subject`.
  public static func all(_ subject: any TemperatureLabelContract.Type) -> [ExerciseCheck] {
    [
      ExerciseCheck("The label shows each temperature") {
        let sensor = ExerciseSensor()
        let label = subject.init(showing: sensor)
        KeepAlive.hold(sensor, label)
        var shown = [label.text]
        sensor.temperature = 23
        shown.append(label.text)
        try require(
          shown == ["20 °C", "23 °C"], expected: "the label shows 20 °C, then 23 °C",
          got: "it shows \(shown.joined(separator: ", then "))")
      },
      ExerciseCheck("A label nobody holds is freed") {
        let sensor = ExerciseSensor()
        KeepAlive.hold(sensor)
        weak var freed: RuntimeObject?
        do {
          let label = subject.init(showing: sensor)
          freed = label
        }
        try require(
          freed == nil, expected: "the label is freed once nobody holds it",
          got: "the label is still alive")
      },
      ExerciseCheck("Its sensor is let go with it") {
        weak var freed: ExerciseSensor?
        do {
          let sensor = ExerciseSensor()
          freed = sensor
          _ = subject.init(showing: sensor)
        }
        try require(
          freed == nil, expected: "the sensor is freed with the only label that showed it",
          got: "the sensor is still alive")
      },
      ExerciseCheck("A label keeps its sensor alive while it shows it") {
        weak var shown: ExerciseSensor?
        let label: any TemperatureLabelContract
        do {
          let sensor = ExerciseSensor()
          shown = sensor
          label = subject.init(showing: sensor)
        }
        KeepAlive.hold(label)
        shown?.temperature = 30
        try require(
          shown != nil && label.text == "30 °C",
          expected: "the sensor alive while its label lives, which shows 30 °C once it changes",
          got: shown == nil ? "the sensor was freed" : "the label shows \(label.text)")
      },
    ]
  }
}
