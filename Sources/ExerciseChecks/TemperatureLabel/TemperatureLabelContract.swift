import ExerciseKit
import ObjectRuntime

/// The contract of exercise TemperatureLabel: a label kept up to date by its `KVOController`.
public protocol TemperatureLabelContract: RuntimeObject {
  /// Makes a label that shows `sensor`'s temperature from now on.
  init(showing sensor: ExerciseSensor)
  /// What the label shows: the temperature, as `21 °C`.
  var text: String { get }
}
