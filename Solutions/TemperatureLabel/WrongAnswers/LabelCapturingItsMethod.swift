import ExerciseContracts
import ExerciseKit
import KVOController
import ObjectRuntime

/// Wrong answer to `TemperatureLabel`: no `self` in the block, but the block calls a
/// method reference, and a method reference holds its object: the cycle is still there.
public final class LabelCapturingItsMethod: RuntimeObject, TemperatureLabelContract {
  public private(set) var text = ""

  public init(showing sensor: ExerciseSensor) {
    super.init()
    let show = self.show
    KVOController.observe(sensor, keyPath: "temperature", options: [.initial, .new]) {
      _, _, change in
      show(change[.new])
    }
  }

  func show(_ temperature: Any?) {
    text = "\(temperature as? Int ?? 0) °C"
  }
}
