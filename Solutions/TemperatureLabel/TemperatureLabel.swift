import ExerciseContracts
import ExerciseKit
import KVOController
import ObjectRuntime

/// The solution to `TemperatureLabel`. The block used to capture the label, and the
/// label owns the controller that owns the block: label → controller → info → block → label.
/// The block now reaches the label through the observer the controller hands it, which the
/// controller holds weakly.
public final class TemperatureLabel: RuntimeObject, TemperatureLabelContract {
  public private(set) var text = ""

  public init(showing sensor: ExerciseSensor) {
    super.init()
    KVOController.observe(sensor, keyPath: "temperature", options: [.initial, .new]) {
      observer, _, change in
      (observer as? TemperatureLabel)?.show(change[.new])
    }
  }

  func show(_ temperature: Any?) {
    text = "\(temperature as? Int ?? 0) °C"
  }
}
