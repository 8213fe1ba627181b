import ExerciseContracts
import ExerciseKit
import KVOController
import ObjectRuntime

/// Wrong answer to `TemperatureLabel`: breaks the cycle, and drops `.initial` on the
/// way, so the label is blank until the first change.
public final class LabelWithoutTheInitialValue: RuntimeObject, TemperatureLabelContract {
  public private(set) var text = ""

  public init(showing sensor: ExerciseSensor) {
    super.init()
    KVOController.observe(sensor, keyPath: "temperature", options: [.new]) { observer, _, change in
      (observer as? LabelWithoutTheInitialValue)?.show(change[.new])
    }
  }

  func show(_ temperature: Any?) {
    text = "\(temperature as? Int ?? 0) °C"
  }
}
