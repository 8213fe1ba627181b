import ExerciseContracts
import ExerciseKit
import KVOController
import ObjectRuntime

/// Wrong answer to `TemperatureLabel`: moves to the controller that does not retain
/// what it observes. The sensor was never part of the cycle; the block still holds the label.
public final class LabelOnTheNonRetainingController: RuntimeObject, TemperatureLabelContract {
  public private(set) var text = ""

  public init(showing sensor: ExerciseSensor) {
    super.init()
    KVOControllerNonRetaining.observe(sensor, keyPath: "temperature", options: [.initial, .new]) {
      _, _, change in
      self.show(change[.new])
    }
  }

  func show(_ temperature: Any?) {
    text = "\(temperature as? Int ?? 0) °C"
  }
}
